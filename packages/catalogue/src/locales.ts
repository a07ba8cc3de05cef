/** Every locale the shop knows (17). */
export const locales = [
  'de-AT',
  'de-CH',
  'de-DE',
  'de-IT',
  'de-LI',
  'de-LU',
  'en-GB',
  'en-US',
  'es-ES',
  'fr-BE',
  'fr-CH',
  'fr-FR',
  'fr-LU',
  'it-CH',
  'it-IT',
  'nl-BE',
  'nl-NL',
] as const;
export type Locale = (typeof locales)[number];

/** Locales the content service holds stories for (10); the others borrow through their fallback. */
export const storefrontLocales = [
  'de-CH',
  'de-DE',
  'de-LI',
  'en-GB',
  'en-US',
  'es-ES',
  'fr-BE',
  'fr-FR',
  'it-IT',
  'nl-NL',
] as const satisfies readonly Locale[];
export type StorefrontLocale = (typeof storefrontLocales)[number];

export const languages = ['de', 'en', 'es', 'fr', 'it', 'nl'] as const;
export type Language = (typeof languages)[number];

/** Country codes as the shop uses them (top-level-domain style: `com` is the United States). */
export const countryCodes = [
  'at',
  'ch',
  'de',
  'it',
  'li',
  'lu',
  'gb',
  'com',
  'es',
  'be',
  'fr',
  'nl',
] as const;
export type CountryCode = (typeof countryCodes)[number];

export const currencies = ['EUR', 'CHF', 'GBP', 'USD'] as const;
export type Currency = (typeof currencies)[number];

export const lengthUnits = ['cm', 'in'] as const;
export type LengthUnit = (typeof lengthUnits)[number];

export type LocaleInfo = {
  locale: Locale;
  language: Language;
  country: CountryCode;
  currency: Currency;
  unit: LengthUnit;
  /** Next locale to borrow translations and content from; null for a language's base locale. */
  fallbackLocale: Locale | null;
};

const regionToCountry: Record<string, CountryCode> = {
  AT: 'at',
  CH: 'ch',
  DE: 'de',
  IT: 'it',
  LI: 'li',
  LU: 'lu',
  GB: 'gb',
  US: 'com',
  ES: 'es',
  BE: 'be',
  FR: 'fr',
  NL: 'nl',
};

// Each locale falls back towards its language's home market.
const fallbacks: Record<Locale, Locale | null> = {
  'de-AT': 'de-DE',
  'de-CH': 'de-DE',
  'de-DE': null,
  'de-IT': 'de-DE',
  'de-LI': 'de-CH',
  'de-LU': 'de-DE',
  'en-GB': null,
  'en-US': 'en-GB',
  'es-ES': null,
  'fr-BE': 'fr-FR',
  'fr-CH': 'fr-FR',
  'fr-FR': null,
  'fr-LU': 'fr-FR',
  'it-CH': 'it-IT',
  'it-IT': null,
  'nl-BE': 'nl-NL',
  'nl-NL': null,
};

function currencyOf(country: CountryCode): Currency {
  if (country === 'ch' || country === 'li') return 'CHF';
  if (country === 'gb') return 'GBP';
  if (country === 'com') return 'USD';
  return 'EUR';
}

/** Currency, unit, country and fallback of every locale. */
export const localeInfo = Object.fromEntries(
  locales.map((locale) => {
    const [language, region] = locale.split('-') as [Language, string];
    const country = regionToCountry[region] as CountryCode;
    const info: LocaleInfo = {
      locale,
      language,
      country,
      currency: currencyOf(country),
      unit: locale === 'en-US' ? 'in' : 'cm',
      fallbackLocale: fallbacks[locale],
    };
    return [locale, info];
  }),
) as Record<Locale, LocaleInfo>;

/** A locale code has the shape of two letters, a hyphen and two letters (`de-DE`). */
export function isLocaleCode(value: string): boolean {
  return /^[a-z]{2}-[a-z]{2}$/i.test(value);
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

export function isStorefrontLocale(value: unknown): value is StorefrontLocale {
  return typeof value === 'string' && (storefrontLocales as readonly string[]).includes(value);
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && (countryCodes as readonly string[]).includes(value);
}

/** The locale itself, then its fallbacks in order (`de-LI` → `de-CH` → `de-DE`). */
export function fallbackChain(locale: Locale): Locale[] {
  const chain: Locale[] = [];
  for (
    let next: Locale | null = locale;
    next && !chain.includes(next);
    next = localeInfo[next].fallbackLocale
  ) {
    chain.push(next);
  }
  return chain;
}

/** The locale whose content stories serve this locale (`de-AT` reads `de-DE` stories). */
export function storefrontLocaleFor(locale: Locale): StorefrontLocale {
  const found = fallbackChain(locale).find(isStorefrontLocale);
  // Every chain ends in a base locale, and every base locale is a storefront locale.
  return found ?? 'de-DE';
}

export function currencyForLocale(locale: Locale): Currency {
  return localeInfo[locale].currency;
}

export function unitForLocale(locale: Locale): LengthUnit {
  return localeInfo[locale].unit;
}

export function languageOf(locale: Locale): Language {
  return localeInfo[locale].language;
}
