import { describe, expect, it } from 'vitest';
import type { ShippingRecord } from '../model/document';
import { berlinTime, shippingDay } from './shipping-view';

const row: ShippingRecord = {
  channel: 'wallart',
  country: 'de',
  lodStart: '06:00',
  safetyLodEnd: '13:30',
  lodEnd: '14:00',
  expressLodEnd: '12:00',
  saturdayLodEnd: null,
  shippingCost: 4.95,
  freeShippingFrom: 79,
  expressCost: 14.95,
  deliveryDays: { min: 2, max: 4 },
};

describe('shipping days in Berlin time', () => {
  it('turns Berlin clock times into instants in winter and summer time', () => {
    expect(berlinTime('2026-01-15', '14:00').toISOString()).toBe('2026-01-15T13:00:00.000Z');
    expect(berlinTime('2026-07-15', '14:00').toISOString()).toBe('2026-07-15T12:00:00.000Z');
    // The night the clocks go forward (29 March 2026).
    expect(berlinTime('2026-03-29', '06:00').toISOString()).toBe('2026-03-29T04:00:00.000Z');
  });

  it('moves to the next weekday after the last cut-off and skips weekends without Saturday dispatch', () => {
    expect(shippingDay(row, Date.parse('2026-11-24T12:59:00Z'))).toBe('2026-11-24');
    expect(shippingDay(row, Date.parse('2026-11-24T13:00:00Z'))).toBe('2026-11-25');
    expect(shippingDay(row, Date.parse('2026-11-27T14:00:00Z'))).toBe('2026-11-30');
    expect(
      shippingDay({ ...row, saturdayLodEnd: '10:00' }, Date.parse('2026-11-27T14:00:00Z')),
    ).toBe('2026-11-28');
  });
});
