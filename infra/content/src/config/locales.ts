import {
  currencyForLocale,
  languageOf as catalogueLanguageOf,
  languages,
  locales,
  storefrontLocales,
  type Currency as CatalogueCurrency,
  type Language,
  type Locale,
  type StorefrontLocale,
} from '@shop/catalogue';

/** The shop's 17 locales (declared once, in the catalogue); each has a privacy-policy page. */
export const allLocales = locales;
export { languages, storefrontLocales, type Language, type Locale, type StorefrontLocale };
/** Content price fields are keyed by the currency in lower case: `{ eur, chf, gbp, usd }`. */
export type Currency = Lowercase<CatalogueCurrency>;

const localePattern = /^[a-z]{2}-[A-Z]{2}$/;

/** Accepts `de-DE`, `de-de` or `de_DE` and returns the canonical `de-DE`, or undefined when it is no shop locale. */
export function normaliseLocale(value: string): Locale | undefined {
  const [language = '', country = ''] = value.trim().split(/[-_]/);
  const candidate = `${language.toLowerCase()}-${country.toUpperCase()}`;
  if (!localePattern.test(candidate)) return undefined;
  return (allLocales as readonly string[]).includes(candidate) ? (candidate as Locale) : undefined;
}

/** The content folder of a locale: `de-DE` → `de-de`. */
export const localeFolder = (locale: string): string => locale.toLowerCase();

/** The locale a content folder belongs to: `de-de` → `de-DE`. */
export function folderLocale(folder: string): Locale | undefined {
  return normaliseLocale(folder);
}

export const languageOf = (locale: string): Language =>
  normaliseLocale(locale)
    ? catalogueLanguageOf(normaliseLocale(locale)!)
    : (locale.slice(0, 2).toLowerCase() as Language);

/** The content price field of a locale's currency: chf for CH and LI, gbp for GB, usd for US, eur elsewhere. */
export function currencyOf(locale: string): Currency {
  const known = normaliseLocale(locale);
  return known ? (currencyForLocale(known).toLowerCase() as Currency) : 'eur';
}

/** Length unit: inches in en-US only. */
export const unitOf = (locale: string): 'cm' | 'inch' => (locale === 'en-US' ? 'inch' : 'cm');
