import { formatPrice, type Currency, type Locale } from '@shop/catalogue';

/** What an option adds to the price, `+6,00 €`; nothing for an option that costs nothing extra. */
export function signedPrice(amount: number, locale: Locale, currency: string): string | undefined {
  if (!amount) return undefined;
  const text = formatPrice(Math.abs(amount), locale, { currency: currency as Currency });
  return `${amount > 0 ? '+' : '−'}${text}`;
}
