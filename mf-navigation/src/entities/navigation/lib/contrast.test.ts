import { describe, expect, it } from 'vitest';
import { contrastRatio, readableTextColour } from './contrast';

describe('label contrast', () => {
  it('computes the WCAG ratio', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 1);
    expect(contrastRatio('red', '#fff')).toBeNull();
  });

  it('keeps a configured text colour that reads and replaces one that does not', () => {
    expect(readableTextColour('#E4004F', '#FFFFFF')).toBe('#FFFFFF');
    expect(readableTextColour('#B8860B', '#FFFFFF')).toBe('#000000');
    expect(readableTextColour('#1B5E20', '#222222')).toBe('#ffffff');
  });
});
