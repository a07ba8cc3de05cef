import { describe, expect, it } from 'vitest';
import { contrastRatio, readableLabel, safeColor, textColorOn } from './colors';

describe('colours from content', () => {
  it('takes only hex colours', () => {
    expect(safeColor('#E4004F')).toBe('#E4004F');
    expect(safeColor('red;background:url(x)')).toBeUndefined();
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 0);
    expect(contrastRatio('#FFFFFF', '#B8860B')).toBeLessThan(4.5);
    expect(textColorOn('#FFD500')).toBe('#000');
  });

  it('keeps the editor’s text colour where it reads, else picks black or white', () => {
    expect(readableLabel('#E4004F', '#FFFFFF')).toEqual({
      backgroundColor: '#E4004F',
      color: '#FFFFFF',
    });
    expect(readableLabel('#B8860B', '#FFFFFF')).toEqual({
      backgroundColor: '#B8860B',
      color: '#000',
    });
    expect(readableLabel('nope', 'nope')).toEqual({ backgroundColor: '#1d1d1d', color: '#fff' });
  });
});
