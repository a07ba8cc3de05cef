import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  aspectRatioValue,
  displayDimensions,
  formatKeyDimensions,
  formatString,
  isoSize,
  mmToTenths,
  parseFormat,
  tenthsToCm,
} from './formats';

describe('format strings', () => {
  it.each([
    ['300x200', 300, 200],
    ['1x1', 1, 1],
    ['030x200', 0, 0],
    ['0x200', 0, 0],
    ['300X200', 0, 0],
    ['300x', 0, 0],
    ['-3x2', 0, 0],
    ['3.5x2', 0, 0],
    [' 300x200', 0, 0],
    ['', 0, 0],
  ])('%j → %d × %d', (format, width, height) => {
    expect(parseFormat(format)).toEqual({ width, height });
  });

  it('round-trips any positive dimensions', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 ** 6 }),
        fc.integer({ min: 1, max: 10 ** 6 }),
        (width, height) => {
          expect(parseFormat(formatString({ width, height }))).toEqual({ width, height });
        },
      ),
    );
  });
});

describe('sizes', () => {
  it.each([
    ['A0', 841, 1189],
    ['A3', 297, 420],
    ['A4', 210, 297],
    ['a8', 52, 74],
  ])('%s is %d × %d mm', (name, width, height) => {
    expect(isoSize(name)).toEqual({ width, height });
  });

  it('reads product format keys', () => {
    expect(formatKeyDimensions('a4-hoch')).toEqual({ width: 210, height: 297 });
    expect(formatKeyDimensions('a3-quer')).toEqual({ width: 420, height: 297 });
    expect(formatKeyDimensions('150-400')).toEqual({ width: 150, height: 400 });
    expect(formatKeyDimensions('a9-hoch')).toEqual({ width: 0, height: 0 });
  });

  it('stores dimensions in tenths of mm', () => {
    expect(mmToTenths(25.4)).toBe(254);
    expect(tenthsToCm(1500)).toBe(15);
  });

  it('shows photo formats in cm, or inches in en-US', () => {
    expect(displayDimensions('150x100', 'cm')).toEqual({ width: 15, height: 10, unit: 'cm' });
    expect(displayDimensions('150x100', 'in')).toEqual({ width: 5.9, height: 3.9, unit: 'in' });
  });

  it.each([
    ['16:9', 16 / 9],
    ['3:1', 3],
    ['square', undefined],
    ['5:0', undefined],
  ])('aspect ratio %s', (format, value) => {
    expect(aspectRatioValue(format)).toBe(value);
  });
});
