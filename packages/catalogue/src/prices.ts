import type { Currency, Locale } from './locales';
import { currencyForLocale } from './locales';

export type PriceData = { priceOriginal?: number | null; priceCurrent: number };

export type FormatPriceOptions = {
  /** Defaults to the locale's currency. */
  currency?: Currency;
  /** Translated "from" word (i18n `price.from`), put before the amount. */
  fromPrefix?: string;
};

const formatters = new Map<string, Intl.NumberFormat>();

function currencyFormatter(locale: string, currency: Currency): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      // Swiss prices group from four digits on (it-CH would otherwise print 1234.50).
      useGrouping: currency === 'CHF' ? 'always' : 'auto',
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A price with two decimals in the locale's style; CHF groups thousands with an apostrophe in
 * every Swiss language. With `fromPrefix`, the translated "from" comes first: `ab 19,99 €`.
 */
export function formatPrice(
  amount: number,
  locale: Locale,
  options: FormatPriceOptions = {},
): string {
  const currency = options.currency ?? currencyForLocale(locale);
  const text = amountText(amount, locale, currency);
  return options.fromPrefix ? `${options.fromPrefix} ${text}` : text;
}

// A price list formats the same amounts on every render; formatting is what a render spends on them.
const amountTexts = new Map<string, string>();
const keptAmountTexts = 2_000;

function amountText(amount: number, locale: Locale, currency: Currency): string {
  const key = `${locale}|${currency}|${amount}`;
  let text = amountTexts.get(key);
  if (text === undefined) {
    const formatter = currencyFormatter(locale, currency);
    text =
      currency === 'CHF'
        ? formatter
            .formatToParts(amount)
            .map((part) => (part.type === 'group' ? "'" : part.value))
            .join('')
        : formatter.format(amount);
    if (amountTexts.size >= keptAmountTexts) amountTexts.clear();
    amountTexts.set(key, text);
  }
  return text;
}

/** A discount exists when the original price is above the current one. */
export function hasDiscount(price: PriceData): boolean {
  return typeof price.priceOriginal === 'number' && price.priceOriginal > price.priceCurrent;
}

export type PriceDisplay = { current: string; original: string | null; discount: boolean };

/** Current price, plus the struck-through original when there is a discount. */
export function priceDisplay(
  price: PriceData,
  locale: Locale,
  options: FormatPriceOptions = {},
): PriceDisplay {
  const discount = hasDiscount(price);
  return {
    current: formatPrice(price.priceCurrent, locale, options),
    original: discount
      ? formatPrice(price.priceOriginal as number, locale, { currency: options.currency })
      : null,
    discount,
  };
}
