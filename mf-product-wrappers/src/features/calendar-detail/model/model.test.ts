import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { calendarData, calendarPrice, wallart } from '../../../shared/testing/fixtures';
import {
  $designerHref,
  $price,
  $priceStatus,
  $selection,
  $status,
  calendarStarted,
  calendarTypeChosen,
  formatChosen,
  loadCalendarFx,
  loadPriceFx,
  mountingChosen,
  retried,
  startChosen,
  type CalendarBlock,
  type CalendarSelection,
} from './model';

const block: CalendarBlock = {
  component: 'ProductDetailCalendar',
  headline: 'Wandkalender',
  calendarType: 'wandkalender',
  formats: ['a3-hoch', 'a4-hoch'],
  mountingTypes: ['spirale', 'holzblock'],
} as CalendarBlock;

const setup = (search = '') => ({
  block,
  storefront: wallart,
  search,
  cookies: 'gclid=ad-1',
  now: new Date('2026-11-25T10:00:00Z'),
});

function scope(
  priceFor: (s: CalendarSelection) => number = (s) => (s.formatType === 'a3-hoch' ? 34.95 : 24.95),
) {
  const priceHandler = vi.fn(async (s: CalendarSelection) =>
    calendarPrice(
      s.calendarType,
      s.formatType,
      s.mountingType,
      priceFor(s) + (s.mountingType === 'holzblock' ? 6 : 0),
    ),
  );
  return {
    priceHandler,
    scope: fork({
      handlers: [
        [loadCalendarFx, async () => calendarData],
        [loadPriceFx, priceHandler],
      ],
    }),
  };
}

const query = (href: string | null) =>
  Object.fromEntries(new URL(href!, 'http://shop').searchParams);

describe('calendar detail', () => {
  it('preselects the type default format (when the block offers it), the default mounting and this month, and prices it', async () => {
    const { scope: s } = scope();
    await allSettled(calendarStarted, { scope: s, params: setup() });
    expect(s.getState($status)).toBe('success');
    expect(s.getState($selection)).toEqual({
      calendarType: 'wandkalender',
      formatType: 'a4-hoch',
      mountingType: 'spirale',
      start: { month: 11, year: 2026 },
    });
    expect(s.getState($price)?.priceCurrent).toBe(24.95);
  });

  it('reprices a chosen format and mounting, but ignores a format the block does not offer', async () => {
    const { scope: s, priceHandler } = scope();
    await allSettled(calendarStarted, { scope: s, params: setup() });
    await allSettled(formatChosen, { scope: s, params: 'a3-hoch' });
    await allSettled(mountingChosen, { scope: s, params: 'holzblock' });
    expect(s.getState($price)?.priceCurrent).toBe(40.95);
    await allSettled(formatChosen, { scope: s, params: 'a5-quer' });
    expect(s.getState($selection)?.formatType).toBe('a3-hoch');
    expect(priceHandler).toHaveBeenCalledTimes(3);
  });

  it('keeps the price when only the start month changes, and puts the month into the designer link', async () => {
    const { scope: s, priceHandler } = scope();
    await allSettled(calendarStarted, {
      scope: s,
      params: setup('designGroupId=klassik&designId=7'),
    });
    await allSettled(startChosen, { scope: s, params: '2027-1' });
    expect(priceHandler).toHaveBeenCalledTimes(1);
    expect(query(s.getState($designerHref))).toMatchObject({
      locale: 'de-DE',
      productType: 'wandkalender',
      designGroupId: 'klassik',
      designId: '7',
      formatType: 'a4-hoch',
      mountingType: 'spirale',
      startMonth: '1',
      year: '2027',
      optionTypes: 'ohne',
      gclid: 'ad-1',
    });
  });

  it('refuses a start month outside the offered choices', async () => {
    const { scope: s } = scope();
    await allSettled(calendarStarted, { scope: s, params: setup() });
    await allSettled(startChosen, { scope: s, params: '2030-1' });
    expect(s.getState($selection)?.start).toEqual({ month: 11, year: 2026 });
  });

  it('switches to another calendar type with its own formats', async () => {
    const { scope: s } = scope(() => 17.95);
    await allSettled(calendarStarted, { scope: s, params: setup() });
    await allSettled(calendarTypeChosen, { scope: s, params: 'tischkalender' });
    expect(s.getState($selection)).toMatchObject({
      calendarType: 'tischkalender',
      formatType: 'a5-quer',
    });
    expect(s.getState($price)?.calendarType).toBe('tischkalender');
  });

  it('shows an error for a failed price and loads it again on retry', async () => {
    let fail = true;
    const s = fork({
      handlers: [
        [loadCalendarFx, async () => calendarData],
        [
          loadPriceFx,
          async (sel: CalendarSelection) => {
            if (fail) throw new Error('down');
            return calendarPrice(sel.calendarType, sel.formatType, sel.mountingType, 24.95);
          },
        ],
      ],
    });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await allSettled(calendarStarted, { scope: s, params: setup() });
    expect(s.getState($priceStatus)).toBe('error');
    expect(log).toHaveBeenCalledWith(expect.stringContaining('"call":"calendar-price"'));
    fail = false;
    await allSettled(retried, { scope: s });
    expect(s.getState($priceStatus)).toBe('success');
    expect(s.getState($price)?.priceCurrent).toBe(24.95);
    log.mockRestore();
  });
});
