import { describe, expect, it } from 'vitest';
import { deliveryCountdown } from './delivery-countdown';

// Tuesday 10:00 in Berlin (CEST, UTC+2).
const now = new Date('2025-06-10T08:00:00Z');

describe('deliveryCountdown', () => {
  it('shows nothing while lodStart lies in the future', () => {
    expect(
      deliveryCountdown({ lodStart: '2025-06-10T09:00:00Z', lodEnd: '2025-06-10T12:00:00Z' }, now),
    ).toBeNull();
  });

  it('takes the first future end in the order safety, lod, express, saturday', () => {
    const cutoffs = {
      lodStart: '2025-06-10T04:00:00Z',
      safetyLodEnd: '2025-06-10T07:00:00Z',
      lodEnd: '2025-06-10T12:00:00Z',
      expressLodEnd: '2025-06-10T10:00:00Z',
      saturdayLodEnd: '2025-06-14T10:00:00Z',
    };
    const countdown = deliveryCountdown(cutoffs, now);
    expect(countdown).toMatchObject({ field: 'lodEnd', day: 'today', remainingMs: 4 * 3600_000 });
    expect(
      deliveryCountdown({ ...cutoffs, safetyLodEnd: '2025-06-10T09:00:00Z' }, now)?.field,
    ).toBe('safetyLodEnd');
  });

  it.each([
    ['2025-06-10T21:59:00Z', 'today'],
    // Midnight in Berlin is 22:00 UTC: this is already tomorrow there.
    ['2025-06-10T22:30:00Z', 'tomorrow'],
    ['2025-06-11T15:00:00Z', 'tomorrow'],
    ['2025-06-12T08:00:00Z', 'date'],
  ])('a deadline at %s is %s', (lodEnd, day) => {
    expect(deliveryCountdown({ lodStart: '2025-06-09T00:00:00Z', lodEnd }, now)?.day).toBe(day);
  });

  it('shows nothing once every end has passed', () => {
    expect(
      deliveryCountdown(
        { lodEnd: '2025-06-10T07:59:59Z', saturdayLodEnd: '2025-06-07T10:00:00Z' },
        now,
      ),
    ).toBeNull();
  });

  it('is a pure function of now', () => {
    const cutoffs = { lodEnd: '2025-06-10T12:00:00Z' };
    expect(deliveryCountdown(cutoffs, now.getTime())).toEqual(deliveryCountdown(cutoffs, now));
    expect(deliveryCountdown(cutoffs, new Date('2025-06-10T13:00:00Z'))).toBeNull();
  });
});
