import { describe, expect, it } from 'vitest';
import { deriveProductType } from './products';
import {
  isCalendarFormatAllowed,
  isMountingAllowed,
  calendarFormats,
  calendarTypeRules,
} from './calendars';
import { photobookOrientation } from './photobooks';
import { stretcherFrameDepth } from './option-groups';

describe('deriveProductType', () => {
  it.each([
    [{ card: true }, 'CARD'],
    [{ category: 'hochzeit' }, 'CARD'],
    [{ occasion: 'taufe' }, 'CARD'],
    [{ themeId: 5, designId: 1 }, 'CARD'],
    [{ designGroupId: 3, designId: 1 }, 'CALENDAR'],
    [{ designGroupSetId: 9 }, 'PHOTOBOOK'],
    [{ designId: 1 }, 'COLLAGE'],
    [{ designGroupId: 3 }, undefined],
    [{ themeId: '' }, undefined],
  ])('%o → %s', (fields, type) => {
    expect(deriveProductType(fields)).toBe(type);
  });
});

describe('calendars', () => {
  it('places every calendar format in at least one calendar type', () => {
    const used = new Set(Object.values(calendarTypeRules).flatMap((rules) => rules.formats));
    expect([...used].sort()).toEqual([...calendarFormats].sort());
  });

  it('checks formats and mountings per type', () => {
    expect(isCalendarFormatAllowed('tischkalender', '145-145')).toBe(true);
    expect(isCalendarFormatAllowed('tischkalender', 'a3-hoch')).toBe(false);
    expect(isMountingAllowed('tischkalender', 'holzfuss')).toBe(true);
    expect(isMountingAllowed('wandkalender', 'holzfuss')).toBe(false);
  });
});

describe('photobooks and options', () => {
  it.each([
    ['a4-quer', 'din-landscape'],
    ['a5-hoch', 'din-portrait'],
    ['300-300', 'square'],
  ] as const)('%s is %s', (format, orientation) => {
    expect(photobookOrientation(format)).toBe(orientation);
  });

  it('shows stretcher frames in cm or inches', () => {
    expect(stretcherFrameDepth('25', 'cm')).toEqual({ value: 2.5, unit: 'cm' });
    expect(stretcherFrameDepth('38', 'cm')).toEqual({ value: 3.8, unit: 'cm' });
    expect(stretcherFrameDepth('38', 'in')).toEqual({ value: 1.5, unit: 'in' });
  });
});
