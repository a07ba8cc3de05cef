import { describe, expect, it } from 'vitest';
import { formatPrice, hasDiscount, priceDisplay } from './prices';

const plain = (text: string) => text.replace(/[\u00A0\u202F]/g, ' ');

describe('formatPrice', () => {
  it.each([
    ['de-DE', 1234.5, '1.234,50 €'],
    ['de-CH', 1234.5, "CHF 1'234.50"],
    ['fr-CH', 1234.5, "1'234.50 CHF"],
    ['it-CH', 1234.5, "CHF 1'234.50"],
    ['de-LI', 99, 'CHF 99.00'],
    ['en-GB', 19.9, '£19.90'],
    ['en-US', 1000, '$1,000.00'],
    ['fr-FR', 0.95, '0,95 €'],
  ] as const)('%s %d → %s', (locale, amount, text) => {
    expect(plain(formatPrice(amount, locale))).toBe(text);
  });

  it('puts the translated from-prefix first', () => {
    expect(plain(formatPrice(19.99, 'de-DE', { fromPrefix: 'ab' }))).toBe('ab 19,99 €');
  });

  it('always shows two decimals', () => {
    expect(plain(formatPrice(3, 'de-DE'))).toBe('3,00 €');
    expect(plain(formatPrice(2.999, 'de-DE'))).toBe('3,00 €');
  });
});

describe('discounts', () => {
  it.each([
    [{ priceOriginal: 30, priceCurrent: 20 }, true],
    [{ priceOriginal: 20, priceCurrent: 20 }, false],
    [{ priceOriginal: 10, priceCurrent: 20 }, false],
    [{ priceCurrent: 20 }, false],
  ])('%o discount %s', (price, discount) => {
    expect(hasDiscount(price)).toBe(discount);
  });

  it('shows the original only with a discount', () => {
    expect(priceDisplay({ priceOriginal: 30, priceCurrent: 20 }, 'en-GB')).toEqual({
      current: '£20.00',
      original: '£30.00',
      discount: true,
    });
    expect(priceDisplay({ priceOriginal: 20, priceCurrent: 20 }, 'en-GB').original).toBeNull();
  });
});
