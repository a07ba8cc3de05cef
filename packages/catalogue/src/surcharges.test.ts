import { describe, expect, it } from 'vitest';
import { envelopeSurcharge } from './surcharges';
import { envelopeSizeClasses, envelopeSizeOf } from './cards';

describe('envelope and inlay surcharges', () => {
  it.each([
    ['standard', 'de', 0.95, 'EUR'],
    ['standard', 'at', 1, 'EUR'],
    ['standard', 'ch', 1, 'CHF'],
    ['compact', 'de', 1.1, 'EUR'],
    ['compact', 'at', 1.5, 'EUR'],
    ['compact', 'ch', 1.2, 'CHF'],
    ['large', 'de', 1.8, 'EUR'],
    ['large', 'at', 1.5, 'EUR'],
    ['large', 'ch', 2.9, 'CHF'],
  ] as const)('%s in %s costs %d %s', (sizeClass, country, amount, currency) => {
    expect(envelopeSurcharge(sizeClass, country)).toEqual({ amount, currency });
  });

  it('has none outside DE, AT and CH', () => {
    expect(envelopeSurcharge('standard', 'fr')).toBeUndefined();
  });
});

describe('envelope sizes and their surcharge class', () => {
  it('finds the size of an envelope by its mm and prices it by its class', () => {
    expect(envelopeSizeOf(162, 114)).toBe('C6');
    expect(envelopeSizeOf(220, 110)).toBe('DIN long');
    expect(envelopeSizeOf(229, 162)).toBeUndefined();
    expect(envelopeSurcharge(envelopeSizeClasses[envelopeSizeOf(176, 125)!], 'ch')).toEqual({
      amount: 1.2,
      currency: 'CHF',
    });
  });
});
