import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCampaignParam, withoutCampaignParams } from './campaign-params';

describe('isCampaignParam', () => {
  it.each(['gclid', 'fbclid', 'msclkid', 'utm_source', 'utm_campaign', 'UTM_Medium', 'mc_eid'])(
    '%s only attributes a visit',
    (key) => expect(isCampaignParam(key)).toBe(true),
  );

  it.each(['designId', 'themeId', 'page', 'sort', 'color', '_storyblok', 'tracking', 'utm', 's'])(
    '%s changes what a page shows or does',
    (key) => expect(isCampaignParam(key)).toBe(false),
  );
});

describe('withoutCampaignParams', () => {
  it('takes out click ids and utm parameters, and nothing else', () => {
    expect(withoutCampaignParams('?gclid=Cj0KCQ&utm_source=newsletter')).toBe('');
    expect(withoutCampaignParams('?designId=13&utm_medium=email&sort=popularity')).toBe(
      '?designId=13&sort=popularity',
    );
    expect(withoutCampaignParams('page=2&fbclid=IwAR3')).toBe('page=2');
  });

  it('leaves a query without campaign parameters exactly as written', () => {
    for (const search of ['', '?', '?q=a+b&x=%C3%A4', 'color=gold%2Crot&&page=2', '?_storyblok=1'])
      expect(withoutCampaignParams(search)).toBe(search);
  });

  it('knows a key however it is encoded', () => {
    expect(withoutCampaignParams('?utm%5Fsource=x&a=1')).toBe('?a=1');
    expect(withoutCampaignParams('?GCLID=x&%E0%A4=1')).toBe('?%E0%A4=1');
  });

  it('keeps every other pair in its order, and is the same when applied twice', () => {
    const key = fc.oneof(
      fc.constantFrom('gclid', 'utm_source', 'utm_term', 'fbclid', 'designId', 'page', '_x'),
      fc.stringMatching(/^[a-zA-Z_][a-zA-Z0-9_]{0,8}$/),
    );
    const pair = fc.tuple(key, fc.stringMatching(/^[a-zA-Z0-9%+.-]{0,6}$/));
    fc.assert(
      fc.property(fc.array(pair, { maxLength: 8 }), fc.boolean(), (pairs, question) => {
        const search = `${question ? '?' : ''}${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`;
        const cleaned = withoutCampaignParams(search);
        const kept = pairs.filter(([k]) => !isCampaignParam(k)).map(([k, v]) => `${k}=${v}`);
        expect(cleaned.replace(/^\?/, '')).toBe(kept.join('&'));
        expect(withoutCampaignParams(cleaned)).toBe(cleaned);
      }),
    );
  });
});
