import { describe, expect, it } from 'vitest';
import { inferProductKind } from './product-kind';

describe('inferProductKind', () => {
  it.each([
    [{ photoboxType: 'small' }, 'photobox'],
    [{ photoboxType: 'MAX' }, 'photobox'],
    [{ photoboxType: 'photoprint' }, 'photoPrints'],
    [{ materialType: 'poster' }, 'photoFrame'],
    [{ frameType: 'alurahmen', designId: '13' }, 'collage'],
    [{ materialType: 'poster', collage: true }, 'collage'],
    [{ calendarType: 'wandkalender' }, 'calendar'],
    [{ photobookType: 'fotoheft' }, 'photobook'],
    [{ photobookPrinting: 'echtfotobuch' }, 'photobook'],
    [{ themeId: 12 }, 'card'],
    [{ photoboxType: 'small', themeId: 12 }, 'photobox'],
    [{}, undefined],
  ])('%o → %s', (hints, kind) => {
    expect(inferProductKind(hints)).toBe(kind);
  });
});
