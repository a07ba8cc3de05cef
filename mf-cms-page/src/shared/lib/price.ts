import type { Currency, Locale } from '@shop/catalogue';
import { formatPrice } from '@shop/i18n';

/** Content prices carry one amount per currency the shop sells in. */
export type ContentPrices = { eur: number; chf: number; gbp: number; usd: number };

const fieldOf: Record<Currency, keyof ContentPrices> = {
  EUR: 'eur',
  CHF: 'chf',
  GBP: 'gbp',
  USD: 'usd',
};

/** The storefront's amount of a content price, or undefined when the content has none. */
export function amountIn(
  prices: ContentPrices | undefined,
  currency: Currency,
): number | undefined {
  return prices?.[fieldOf[currency]];
}

export type DisplayPrice = { current: string; original: string | null };

/** Current price, and the original struck through only when it is above the current one. */
export function displayPrice(
  current: ContentPrices | undefined,
  original: ContentPrices | undefined,
  locale: Locale,
  currency: Currency,
  options: { from?: boolean } = {},
): DisplayPrice | null {
  const now = amountIn(current, currency);
  if (now === undefined) return null;
  const before = amountIn(original, currency);
  return {
    current: formatPrice(now, locale, { currency, from: options.from }),
    original:
      before !== undefined && before > now ? formatPrice(before, locale, { currency }) : null,
  };
}
