import { describe, expect, it } from 'vitest';
import { designerHref } from './designer';

const storefront = {
  channel: 'kartenliebe',
  country: 'de',
  locale: 'de-DE',
  basename: '',
} as const;

const query = (href: string) => Object.fromEntries(new URL(href, 'http://shop').searchParams);

describe('designerHref', () => {
  it('adds the storefront locale and the gclid of the ad-click cookie', () => {
    const href = designerHref(
      { kind: 'card', themeId: 'hochzeit-1', quantity: 50 },
      storefront,
      'other=1; gclid=GCL.1700000000.abc123',
    );
    expect(href.startsWith('/designer/card?')).toBe(true);
    expect(query(href)).toMatchObject({
      locale: 'de-DE',
      themeId: 'hochzeit-1',
      quantity: '50',
      gclid: 'abc123',
    });
  });

  it('has no gclid without the cookie', () => {
    expect(query(designerHref({ kind: 'card', themeId: 'x' }, storefront, ''))).not.toHaveProperty(
      'gclid',
    );
  });
});
