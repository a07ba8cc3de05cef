import { describe, expect, it } from 'vitest';
import { deliveryCountdown } from '@shop/catalogue';
import { deliveryCountdownText, formatRemaining } from './delivery';
import { formatLength, formatNumber, formatPrice } from './format';
import { createTranslator } from './translator';

const plain = (text: string) => text.replace(/[\u00A0\u202F]/g, ' ');

describe('formatPrice', () => {
  it.each([
    ['de-DE', 'ab 19,99 €'],
    ['de-CH', 'ab CHF 19.99'],
    ['fr-FR', 'à partir de 19,99 €'],
    ['en-GB', 'from £19.99'],
    ['en-US', 'from $19.99'],
    ['es-ES', 'desde 19,99 €'],
    ['it-IT', 'da 19,99 €'],
    ['nl-NL', 'vanaf € 19,99'],
  ] as const)('%s with the from prefix: %s', (locale, text) => {
    expect(plain(formatPrice(19.99, locale, { from: true }))).toBe(text);
  });

  it('groups CHF with an apostrophe and shows two decimals', () => {
    expect(plain(formatPrice(1234, 'de-CH'))).toBe("CHF 1'234.00");
    expect(plain(formatPrice(1234, 'fr-CH'))).toBe("1'234.00 CHF");
  });
});

describe('formatNumber and formatLength', () => {
  it('formats numbers per locale', () => {
    expect(formatNumber(1234.5, 'de-DE')).toBe('1.234,5');
    expect(formatNumber(1234.5, 'en-GB')).toBe('1,234.5');
  });

  it.each([
    ['de-DE', 30, '30 cm'],
    ['fr-FR', 2.5, '2,5 cm'],
    ['en-GB', 30, '30 cm'],
    ['en-US', 30, '11.8 in'],
    ['en-US', 2.54, '1 in'],
  ] as const)('%s %d cm → %s', (locale, cm, text) => {
    expect(plain(formatLength(cm, locale))).toBe(text);
  });
});

describe('delivery countdown text', () => {
  const now = new Date('2025-06-10T08:00:00Z');
  const text = (lodEnd: string, locale: 'de-DE' | 'en-GB' | 'en-US' | 'fr-FR') => {
    const countdown = deliveryCountdown({ lodEnd }, now);
    if (!countdown) throw new Error('expected a countdown');
    return plain(deliveryCountdownText(countdown, locale, createTranslator(locale)));
  };

  it.each([
    [
      '2025-06-10T11:20:00Z',
      'de-DE',
      'Bestellen Sie innerhalb von 3 Std., 20 Min. – Versand noch heute.',
    ],
    ['2025-06-11T10:00:00Z', 'de-DE', 'Bestellen Sie innerhalb von 26 Std. – Versand morgen.'],
    [
      '2025-06-12T10:00:00Z',
      'de-DE',
      'Bestellen Sie innerhalb von 50 Std. – Versand am Donnerstag, 12. Juni.',
    ],
    ['2025-06-10T08:45:00Z', 'en-GB', 'Order within 45 mins for dispatch today.'],
    ['2025-06-12T10:00:00Z', 'en-US', 'Order within 50 hr and it ships on Thursday, June 12.'],
    ['2025-06-11T10:00:00Z', 'fr-FR', 'Commandez dans les 26 h pour une expédition demain.'],
  ] as const)('%s in %s', (lodEnd, locale, expected) => {
    expect(text(lodEnd, locale)).toBe(expected);
  });

  it('never shows zero minutes', () => {
    expect(formatRemaining(1000, 'en-GB')).toBe('1 min');
  });
});
