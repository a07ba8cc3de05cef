import {
  currencyForLocale,
  formatPrice as formatCatalogPrice,
  languageOf,
  unitForLocale,
} from '@shop/catalogue';
import type { Currency, LengthUnit, Locale } from '@shop/catalogue';
import { languageMessages } from './catalogues';
import { createTranslator } from './translator';

export type PriceOptions = {
  /** Put the translated "from" first (`ab 19,99 €`). */
  from?: boolean;
  currency?: Currency;
};

const fromWords = new Map<Locale, string>();

function fromWord(locale: Locale): string {
  let word = fromWords.get(locale);
  if (word === undefined) {
    word = createTranslator(locale)('price.from');
    // Kept only once the language is there, so a word read too early is not kept for good.
    if (languageMessages(languageOf(locale))) fromWords.set(locale, word);
  }
  return word;
}

/** A price in the locale's currency and style, optionally with the translated "from". */
export function formatPrice(amount: number, locale: Locale, options: PriceOptions = {}): string {
  return formatCatalogPrice(amount, locale, {
    currency: options.currency ?? currencyForLocale(locale),
    fromPrefix: options.from ? fromWord(locale) : undefined,
  });
}

/** A number in the locale's style (`1.234,5` in de-DE). */
export function formatNumber(
  value: number,
  locale: Locale,
  options?: Intl.NumberFormatOptions,
): string {
  return numberFormat(locale, options).format(value);
}

// Building an Intl formatter costs far more than formatting with it: one per locale and options.
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: Locale, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

export type LengthOptions = {
  /** Unit to show; defaults to the locale's (inches in en-US, cm elsewhere). */
  unit?: LengthUnit;
  maximumFractionDigits?: number;
};

/** A length given in cm, shown in the locale's unit: `30 cm`, `11.8 in`. */
export function formatLength(valueCm: number, locale: Locale, options: LengthOptions = {}): string {
  const unit = options.unit ?? unitForLocale(locale);
  const value = unit === 'in' ? valueCm / 2.54 : valueCm;
  return numberFormat(locale, {
    style: 'unit',
    unit: unit === 'in' ? 'inch' : 'centimeter',
    maximumFractionDigits: options.maximumFractionDigits ?? 1,
  }).format(value);
}
