/** The 17 locales of the shop (spec section 3); each has a privacy-policy page. */
export const allLocales = [
  'de-AT', 'de-CH', 'de-DE', 'de-IT', 'de-LI', 'de-LU', 'en-GB', 'en-US', 'es-ES',
  'fr-BE', 'fr-CH', 'fr-FR', 'fr-LU', 'it-CH', 'it-IT', 'nl-BE', 'nl-NL',
] as const;

/** Locales the storefront renders content pages for. */
export const storefrontLocales = [
  'de-CH', 'de-DE', 'de-LI', 'en-GB', 'en-US', 'es-ES', 'fr-BE', 'fr-FR', 'it-IT', 'nl-NL',
] as const;

export const languages = ['de', 'en', 'es', 'fr', 'it', 'nl'] as const;

export type Locale = (typeof allLocales)[number];
export type StorefrontLocale = (typeof storefrontLocales)[number];
export type Language = (typeof languages)[number];
export type Currency = 'eur' | 'chf' | 'gbp' | 'usd';

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

export const languageOf = (locale: string): Language => locale.slice(0, 2).toLowerCase() as Language;

/** Currency per country (spec: chf for CH and LI, gbp for GB, usd for US, eur for the rest). */
export function currencyOf(locale: string): Currency {
  const country = locale.slice(3).toUpperCase();
  if (country === 'CH' || country === 'LI') return 'chf';
  if (country === 'GB') return 'gbp';
  if (country === 'US') return 'usd';
  return 'eur';
}

/** Length unit: inches in en-US only. */
export const unitOf = (locale: string): 'cm' | 'inch' => (locale === 'en-US' ? 'inch' : 'cm');
