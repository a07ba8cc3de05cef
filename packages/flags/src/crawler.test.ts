import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $flagsStatus } from './model';
import { initFlags } from './client';
import { isCrawler } from './crawler';
import { browserUserAgent, resetPage, testOptions } from './testing/page';

describe('the crawler guard', () => {
  beforeEach(() => resetPage());
  afterEach(() => resetPage());

  it.each([
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', true],
    ['Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)', true],
    ['AdsBot-Google (+http://www.google.com/adsbot.html)', true],
    ['facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)', true],
    ['Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)', true],
    [
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
      true,
    ],
    ['', true],
    [browserUserAgent, false],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      false,
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      false,
    ],
  ])('%s → crawler: %s', (userAgent, expected) => {
    expect(isCrawler(userAgent)).toBe(expected);
  });

  it('gives crawlers no client, no cookie and every flag off', () => {
    const page = testOptions({
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    const client = initFlags(page.options);
    expect(client.active).toBe(false);
    expect(client.sdk).toBeNull();
    expect(document.cookie).not.toContain('splitIoUserKey');
    expect(client.getTreatment('top_deal_labels')).toBe('off');
    expect(page.evaluations).toEqual([
      { feature: 'top_deal_labels', treatment: 'off', source: 'fallback' },
    ]);
    expect(page.events()).toContain('flags-crawler-skipped');
    expect($flagsStatus.getState().readiness).toBe('idle');
  });
});
