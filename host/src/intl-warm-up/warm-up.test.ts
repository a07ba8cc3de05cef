import { describe, expect, it } from 'vitest';
import { currencyForLocale, locales } from '@shop/catalogue';
import { warmUpIntl } from './warm-up';

const symbols = { EUR: '€', CHF: 'CHF', GBP: '£', USD: '$' } as const;

describe('the formatting warm-up', () => {
  it('formats a price, a time left and a delivery date in the shop’s time zone', () => {
    expect(warmUpIntl({ locale: 'de-DE' })).toEqual([
      '1,00\u00a0€',
      '1 Std.',
      'Donnerstag, 1. Januar 1970',
    ]);
  });

  it.each(locales)('formats the same for %s, with its currency', (locale) => {
    const [price, left, date] = warmUpIntl({ locale });
    expect(price).toContain(symbols[currencyForLocale(locale)]);
    expect(left).toMatch(/1/);
    expect(date).toMatch(/1970/);
  });

  it('ignores a locale the shop does not sell in', () => {
    expect(warmUpIntl({ locale: 'xx-<script>' })).toEqual([]);
  });
});
