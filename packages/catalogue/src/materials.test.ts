import { describe, expect, it } from 'vitest';
import {
  aluFrameColourOptions,
  defaultFrameFor,
  frameKindDefaults,
  frameKinds,
  nameOverride,
} from './materials';

describe('frames', () => {
  it.each([
    ['poster', 'holzrahmen'],
    ['hahnemuehle', 'holzrahmen'],
    ['leinwand', 'schattenfuge-leinwand'],
    ['acrylglas', 'schattenfuge-platte'],
    ['aludibond', 'schattenfuge-platte'],
    ['forexplatte', 'schattenfuge-platte'],
    ['gallerybond', 'schattenfuge-platte'],
    ['fototapete', undefined],
  ] as const)('%s is framed in %s', (material, frame) => {
    expect(defaultFrameFor(material)).toBe(frame);
  });

  it('gives alu and wood frames a white 30 mat and the rest none', () => {
    for (const kind of frameKinds) {
      const { frameType, matSize, matType } = frameKindDefaults[kind];
      expect(frameType).toMatch(/schwarz$/);
      const withMat = kind === 'alurahmen' || kind === 'holzrahmen';
      expect({ matSize, matType }).toEqual(
        withMat ? { matSize: 30, matType: 'mat-weiss' } : { matSize: 0, matType: 'mat-none' },
      );
    }
  });

  it('offers 7 alu colours angular and round', () => {
    expect(aluFrameColourOptions).toHaveLength(14);
    expect(aluFrameColourOptions.map((option) => option.id)).toContain('round-silver-matte');
  });

  it('renames some products in en-US only', () => {
    expect(nameOverride('aludibond', 'en-US')).toBe('Metal Print');
    expect(nameOverride('pvcplane', 'en-US')).toBe('PVC tarp');
    expect(nameOverride('aludibond', 'en-GB')).toBeUndefined();
  });
});
