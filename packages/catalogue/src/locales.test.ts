import { describe, expect, it } from 'vitest';
import {
  currencyForLocale,
  fallbackChain,
  isLocaleCode,
  localeInfo,
  locales,
  storefrontLocaleFor,
  storefrontLocales,
  unitForLocale,
} from './locales';
import { countryLocales, defaultLocaleFor, localeFor } from './countries';

describe('locales', () => {
  it('has the 17 locales and the 10 storefront locales', () => {
    expect(locales).toHaveLength(17);
    expect(storefrontLocales).toEqual([
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
    ]);
  });

  it.each([
    ['de-CH', 'CHF'],
    ['fr-CH', 'CHF'],
    ['it-CH', 'CHF'],
    ['de-LI', 'CHF'],
    ['en-GB', 'GBP'],
    ['en-US', 'USD'],
    ['de-DE', 'EUR'],
    ['de-AT', 'EUR'],
    ['fr-LU', 'EUR'],
    ['nl-BE', 'EUR'],
    ['it-IT', 'EUR'],
  ] as const)('%s pays in %s', (locale, currency) => {
    expect(currencyForLocale(locale)).toBe(currency);
  });

  it('measures in inches only in en-US', () => {
    expect(locales.filter((locale) => unitForLocale(locale) === 'in')).toEqual(['en-US']);
  });

  it('follows the fallback chain to the base locale', () => {
    expect(fallbackChain('de-LI')).toEqual(['de-LI', 'de-CH', 'de-DE']);
    expect(fallbackChain('en-US')).toEqual(['en-US', 'en-GB']);
    expect(fallbackChain('fr-FR')).toEqual(['fr-FR']);
  });

  it('maps every locale to a storefront locale with content', () => {
    expect(storefrontLocaleFor('de-AT')).toBe('de-DE');
    expect(storefrontLocaleFor('it-CH')).toBe('it-IT');
    expect(storefrontLocaleFor('nl-BE')).toBe('nl-NL');
    expect(storefrontLocaleFor('de-LI')).toBe('de-LI');
    for (const locale of locales) expect(storefrontLocales).toContain(storefrontLocaleFor(locale));
  });

  it.each([
    ['de-DE', true],
    ['en-us', true],
    ['de', false],
    ['de_DE', false],
    ['deu-DE', false],
    ['de-DEU', false],
  ])('locale code %s valid: %s', (code, valid) => {
    expect(isLocaleCode(code)).toBe(valid);
  });

  it('gives each locale the country its region names', () => {
    expect(localeInfo['en-US'].country).toBe('com');
    expect(localeInfo['de-LI'].country).toBe('li');
  });
});

describe('countries', () => {
  it('opens each country in its default locale', () => {
    expect(defaultLocaleFor('de')).toBe('de-DE');
    expect(defaultLocaleFor('ch')).toBe('de-CH');
    expect(defaultLocaleFor('com')).toBe('en-US');
    expect(defaultLocaleFor('be')).toBe('fr-BE');
  });

  it('finds a language only where the country offers it', () => {
    expect(localeFor('ch', 'fr')).toBe('fr-CH');
    expect(localeFor('be', 'nl')).toBe('nl-BE');
    expect(localeFor('de', 'fr')).toBeUndefined();
    expect(countryLocales('it')).toEqual(['it-IT', 'de-IT']);
  });

  it('lists every locale under the country its region names', () => {
    for (const locale of locales)
      expect(countryLocales(localeInfo[locale].country)).toContain(locale);
  });
});
