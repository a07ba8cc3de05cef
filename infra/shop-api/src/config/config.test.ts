import { describe, expect, it } from 'vitest';
import { readConfig } from './config';
import { languageOf, readRequestContext } from './request-context';

describe('readConfig', () => {
  it('defaults to the development hosts and the 5-in-15-minutes login limit', () => {
    const config = readConfig({});
    expect(config.production).toBe(false);
    expect(config.allowedOrigins).toEqual(['http://localhost:*', 'http://*.localhost:*']);
    expect(config.publicUrls).toEqual({
      wallart: 'http://localhost:8080',
      kartenliebe: 'http://kartenliebe.localhost:8080',
    });
    expect(config.rateLimits.loginFailures).toEqual({ max: 5, windowMs: 900_000 });
    expect(config.tokenTtlMs.passwordReset).toBe(3_600_000);
  });

  it('treats NODE_ENV or SHOP_ENV production as production', () => {
    expect(readConfig({ SHOP_ENV: 'production' }).production).toBe(true);
    expect(readConfig({ NODE_ENV: 'production' }).production).toBe(true);
    expect(readConfig({ SHOP_ENV: 'staging' }).production).toBe(false);
  });

  it('reads per-country public URLs and refuses unknown channels and bad numbers', () => {
    expect(
      readConfig({ SHOP_PUBLIC_URLS: 'wallart=https://a.example/,wallart-ch=https://b.example' })
        .publicUrls,
    ).toEqual({
      wallart: 'https://a.example',
      'wallart-ch': 'https://b.example',
    });
    expect(() => readConfig({ SHOP_PUBLIC_URLS: 'posters=https://a.example' })).toThrow(
      /unknown channel/,
    );
    expect(() => readConfig({ SHOP_LOGIN_MAX_FAILURES: 'five' })).toThrow(
      /SHOP_LOGIN_MAX_FAILURES/,
    );
  });
});

describe('readRequestContext', () => {
  it('reads brand, country and language from X-Channel and X-Locale', () => {
    expect(readRequestContext({ 'x-channel': 'Kartenliebe-CH', 'x-locale': 'fr-CH' })).toEqual({
      channel: 'kartenliebe',
      country: 'ch',
      channelHeader: 'kartenliebe-ch',
      locale: 'fr-CH',
      language: 'fr',
    });
    expect(readRequestContext({ 'x-channel': 'wallart-com', 'accept-language': 'en' }).locale).toBe(
      'en-US',
    );
  });

  it('refuses unknown channels and countries with a message naming the header', () => {
    for (const value of [undefined, 'wallart', 'posters-de', 'wallart-xx']) {
      expect(() => readRequestContext({ 'x-channel': value }), String(value)).toThrow(/X-Channel/);
    }
  });

  it('falls back from X-Locale to Accept-Language to German', () => {
    expect(languageOf('nl-BE')).toBe('nl');
    expect(languageOf('', 'pt-PT, es;q=0.8')).toBe('es');
    expect(languageOf('xx-YY', '*')).toBe('de');
  });
});
