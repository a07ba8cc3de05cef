import { describe, expect, it } from 'vitest';
import {
  buildHostTable,
  developmentHost,
  developmentHostTable,
  resolveStorefront,
} from './storefront';

describe('development hosts', () => {
  it.each([
    ['wallart', 'de', 'localhost'],
    ['wallart', 'at', 'at.localhost'],
    ['wallart', 'ch', 'ch.localhost'],
    ['kartenliebe', 'de', 'kartenliebe.localhost'],
    ['kartenliebe', 'ch', 'kartenliebe-ch.localhost'],
  ] as const)('%s %s is served on %s', (channel, country, host) => {
    expect(developmentHost(channel, country)).toBe(host);
    expect(developmentHostTable[host]).toEqual({ channel, country });
  });

  it('has one host per channel country', () => {
    expect(Object.keys(developmentHostTable)).toHaveLength(12 + 3);
  });
});

describe('resolveStorefront', () => {
  it.each([
    [
      'localhost',
      '/',
      {
        channel: 'wallart',
        country: 'de',
        locale: 'de-DE',
        language: 'de',
        platform: 'web',
        basename: '',
        pathname: '/',
      },
    ],
    [
      'LOCALHOST:8080',
      '/wandbilder',
      {
        channel: 'wallart',
        country: 'de',
        locale: 'de-DE',
        platform: 'web',
        basename: '',
        pathname: '/wandbilder',
      },
    ],
    [
      'kartenliebe.localhost',
      '/d/',
      {
        channel: 'kartenliebe',
        country: 'de',
        locale: 'de-DE',
        platform: 'desktop',
        basename: '/d',
        pathname: '/',
      },
    ],
    [
      'ch.localhost',
      '/fr/leinwand',
      {
        country: 'ch',
        locale: 'fr-CH',
        language: 'fr',
        platform: 'web',
        basename: '/fr',
        pathname: '/leinwand',
      },
    ],
    [
      'ch.localhost',
      '/it/d/calendario',
      { country: 'ch', locale: 'it-CH', platform: 'desktop', basename: '/it/d' },
    ],
    [
      'kartenliebe-ch.localhost',
      '/',
      { channel: 'kartenliebe', country: 'ch', locale: 'de-CH', basename: '' },
    ],
    ['com.localhost', '/en/', { country: 'com', locale: 'en-US', basename: '/en' }],
    // fr is not spoken on the German host: left for the country-prefix redirect.
    [
      'localhost',
      '/fr/produkte',
      { locale: 'de-DE', platform: 'web', basename: '', pathname: '/fr/produkte' },
    ],
    // The desktop marker must follow the optional locale, not come later.
    ['localhost', '/produkte/d', { platform: 'web', basename: '', pathname: '/produkte/d' }],
    [
      'at.localhost',
      '/de/d/x?y=1',
      { locale: 'de-AT', platform: 'desktop', basename: '/de/d', pathname: '/x' },
    ],
  ])('%s%s', (host, path, expected) => {
    expect(resolveStorefront(host, path, developmentHostTable)).toMatchObject(expected);
  });

  it('returns null for a host the table does not know', () => {
    expect(resolveStorefront('evil.example', '/', developmentHostTable)).toBeNull();
  });

  it('reads production hosts from a configured table', () => {
    const table = buildHostTable({
      wallart: 'www.wallart.{tld}',
      kartenliebe: 'www.kartenliebe.{tld}',
    });
    expect(table['www.wallart.co.uk']).toEqual({ channel: 'wallart', country: 'gb' });
    expect(resolveStorefront('www.kartenliebe.at', '/', table)).toMatchObject({
      channel: 'kartenliebe',
      locale: 'de-AT',
    });
  });
});
