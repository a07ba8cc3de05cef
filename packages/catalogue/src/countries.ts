import type { CountryCode, Language, Locale } from './locales';
import { localeInfo } from './locales';

// A country's default language is the first locale listed for it.
// Belgium and Luxembourg open in French because the French Belgian storefront is the one with content.
const countryLocaleOrder: Record<CountryCode, readonly Locale[]> = {
  at: ['de-AT'],
  ch: ['de-CH', 'fr-CH', 'it-CH'],
  de: ['de-DE'],
  it: ['it-IT', 'de-IT'],
  li: ['de-LI'],
  lu: ['fr-LU', 'de-LU'],
  gb: ['en-GB'],
  com: ['en-US'],
  es: ['es-ES'],
  be: ['fr-BE', 'nl-BE'],
  fr: ['fr-FR'],
  nl: ['nl-NL'],
};

/** The locales a country offers, its default first. */
export function countryLocales(country: CountryCode): readonly Locale[] {
  return countryLocaleOrder[country];
}

/** The locale a country opens in when the path names no language. */
export function defaultLocaleFor(country: CountryCode): Locale {
  return countryLocaleOrder[country][0] as Locale;
}

/** The locale for a language in a country, or undefined when the country does not offer it. */
export function localeFor(country: CountryCode, language: Language): Locale | undefined {
  return countryLocaleOrder[country].find((locale) => localeInfo[locale].language === language);
}

/** Top-level domain of a country's production host (`gb` sells under `co.uk`). */
export function countryTld(country: CountryCode): string {
  return country === 'gb' ? 'co.uk' : country;
}
