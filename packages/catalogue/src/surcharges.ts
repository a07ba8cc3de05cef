import type { CountryCode, Currency } from './locales';

export const surchargeClasses = ['standard', 'compact', 'large'] as const;
export type SurchargeClass = (typeof surchargeClasses)[number];
export type SurchargeCountry = Extract<CountryCode, 'de' | 'at' | 'ch'>;
export type Money = { amount: number; currency: Currency };

// Minor units (cents, Rappen) so sums stay exact.
const table: Record<SurchargeClass, Record<SurchargeCountry, number>> = {
  standard: { de: 95, at: 100, ch: 100 },
  compact: { de: 110, at: 150, ch: 120 },
  large: { de: 180, at: 150, ch: 290 },
};

/** Envelope and inlay surcharge per card for a size class and country; undefined where not sold. */
export function envelopeSurcharge(
  sizeClass: SurchargeClass,
  country: CountryCode,
): Money | undefined {
  const cents = (table[sizeClass] as Partial<Record<CountryCode, number>>)[country];
  if (cents === undefined) return undefined;
  return { amount: cents / 100, currency: country === 'ch' ? 'CHF' : 'EUR' };
}
