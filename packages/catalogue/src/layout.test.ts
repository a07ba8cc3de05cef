import { describe, expect, it } from 'vitest';
import { roomSizeClass, roomSizeScale, screenWidths, tileSizes } from './layout';

describe('room background size classes', () => {
  it.each([
    [2_000_000, 'l', 25],
    [934_001, 'l', 25],
    [934_000, 'm', 37.5],
    [400_001, 'm', 37.5],
    [400_000, 's', 55],
    [100_001, 's', 55],
    [100_000, 'xs', 110],
    [40_001, 'xs', 110],
    [40_000, 'xxs', 200],
    [1, 'xxs', 200],
  ] as const)('area %d is %s at %d%%', (area, sizeClass, scale) => {
    expect(roomSizeClass(area)).toBe(sizeClass);
    expect(roomSizeScale[roomSizeClass(area)]).toBe(scale);
  });
});

describe('layout constants', () => {
  it('has the layout breakpoints and tile sizes', () => {
    expect(screenWidths).toMatchObject({ xxs: 319, md: 767, xl: 1023, '2xl': 1536, xxxl: 1900 });
    expect(tileSizes.square).toEqual({ width: 110, height: 73 });
  });
});
