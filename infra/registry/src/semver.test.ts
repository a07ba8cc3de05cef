import { describe, expect, it } from 'vitest';
import { compareSemver } from './semver';

describe('compareSemver', () => {
  it('sorts by the precedence example of semver.org section 11', () => {
    const ordered = [
      '1.0.0-alpha',
      '1.0.0-alpha.1',
      '1.0.0-alpha.beta',
      '1.0.0-beta',
      '1.0.0-beta.2',
      '1.0.0-beta.11',
      '1.0.0-rc.1',
      '1.0.0',
    ];
    const shuffled = [...ordered].reverse();
    expect(shuffled.sort(compareSemver)).toEqual(ordered);
  });

  it('compares numerically, not as text, and ignores build metadata', () => {
    expect(compareSemver('1.10.0', '1.9.0')).toBe(1);
    expect(compareSemver('2.0.0', '10.0.0')).toBe(-1);
    expect(compareSemver('1.0.0+build.5', '1.0.0+build.6')).toBe(0);
  });
});
