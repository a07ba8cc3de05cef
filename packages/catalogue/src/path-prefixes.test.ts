import { describe, expect, it } from 'vitest';
import { languages, locales } from './locales';
import {
  contentLocaleFor,
  countryPrefixRule,
  privacyPolicyPaths,
  specialAreaOf,
  specialAreas,
  specialPathPrefixes,
} from './path-prefixes';

describe('special path prefixes', () => {
  it('names every area in every shop language', () => {
    for (const area of specialAreas) {
      for (const language of languages) {
        expect(specialPathPrefixes[area][language].length, `${area} ${language}`).toBeGreaterThan(
          0,
        );
      }
    }
  });

  it.each([
    ['/warenkorb', 'de', 'cart'],
    ['/panier/etape-2', 'fr', 'cart'],
    ['/configurator-card', 'de', 'configurator'],
    ['/mein-konto', 'de', 'account'],
    ['/mi-cuenta', 'es', 'account'],
    ['/bestelling/123', 'nl', 'order'],
    ['/recensioni', 'it', 'reviews'],
    ['/geschaeftskunden', 'de', 'business'],
    ['/marque-blanche', 'fr', 'white-label'],
    ['/designer/card', 'en', 'designer'],
    ['/logout', 'es', 'logout'],
  ] as const)('%s (%s) is the %s area', (path, language, area) => {
    expect(specialAreaOf(path, language)).toBe(area);
  });

  it.each([
    ['/wandbilder', 'de'],
    ['/cartes-de-voeux', 'fr'],
    ['/', 'de'],
    ['/warenkorb', 'fr'],
  ] as const)('%s (%s) is an ordinary page', (path, language) => {
    expect(specialAreaOf(path, language)).toBeUndefined();
  });
});

describe('country prefixes', () => {
  it('sends a country the channel sells in to its host with the rest of the path', () => {
    expect(countryPrefixRule('/at/wandbilder', 'wallart')).toEqual({
      kind: 'country',
      country: 'at',
      rest: '/wandbilder',
    });
    expect(countryPrefixRule('/CH', 'kartenliebe')).toEqual({
      kind: 'country',
      country: 'ch',
      rest: '/',
    });
    expect(countryPrefixRule('/uk/wall-art', 'wallart')).toMatchObject({ country: 'gb' });
    expect(countryPrefixRule('/us/d/wall-art', 'wallart')).toMatchObject({
      country: 'com',
      rest: '/d/wall-art',
    });
  });

  it('calls other two-letter prefixes unknown, also countries the channel does not sell in', () => {
    expect(countryPrefixRule('/zz/wandbilder', 'wallart')).toEqual({ kind: 'unknown' });
    expect(countryPrefixRule('/en/wall-art', 'wallart')).toEqual({ kind: 'unknown' });
    expect(countryPrefixRule('/fr/cartes', 'kartenliebe')).toEqual({ kind: 'unknown' });
  });

  it('leaves longer first segments and the start page alone', () => {
    for (const path of ['/', '/wandbilder', '/d', '/abc/de', '/a1/x']) {
      expect(countryPrefixRule(path, 'wallart')).toEqual({ kind: 'none' });
    }
  });
});

describe('privacy policy stories', () => {
  it('come from the locale’s own folder; other pages from the storefront locale', () => {
    for (const locale of locales) {
      const path = `/${privacyPolicyPaths[locale.slice(0, 2) as keyof typeof privacyPolicyPaths]}`;
      expect(contentLocaleFor(locale, path)).toBe(locale);
    }
    expect(contentLocaleFor('de-AT', '/wandbilder')).toBe('de-DE');
    expect(contentLocaleFor('nl-BE', '/privacybeleid/')).toBe('nl-BE');
  });
});
