import { describe, expect, it } from 'vitest';
import { sizeLabel } from './size-label';

describe('size label', () => {
  it('shows mm formats in cm with the locale’s decimal sign, or in inches', () => {
    expect(sizeLabel('600x400', 'cm', 'de-DE')).toBe('60 × 40 cm');
    expect(sizeLabel('1050x148', 'cm', 'de-DE')).toBe('105 × 14,8 cm');
    expect(sizeLabel('600x400', 'in', 'en-US')).toBe('23.6 × 15.7 in');
  });

  it('names ISO formats by their size and turns a format to portrait on request', () => {
    expect(sizeLabel('a6-hoch', 'cm', 'de-DE')).toBe('10,5 × 14,8 cm');
    expect(sizeLabel('600x400', 'cm', 'fr-FR', { rotated: true })).toBe('40 × 60 cm');
  });
});
