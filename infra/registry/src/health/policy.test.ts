import { describe, expect, it } from 'vitest';
import { defaultHealthPolicy, unhealthyVerdict, type VersionFigures } from './policy';

const figures = (version: string, pageLoads: number, failures: number): VersionFigures => ({
  remote: 'mf_navigation',
  version,
  pageLoads,
  failures,
});

describe('unhealthyVerdict', () => {
  const live = figures('1.0.0', 400, 2);

  it('judges nobody before the minimum of page loads', () => {
    expect(unhealthyVerdict(figures('1.1.0', 49, 49), live, defaultHealthPolicy)).toBeNull();
  });

  it('accepts a version at or below the threshold', () => {
    expect(unhealthyVerdict(figures('1.1.0', 100, 2), live, defaultHealthPolicy)).toBeNull();
  });

  it('accepts a version above the threshold that fails no more often than the live one', () => {
    const badLive = figures('1.0.0', 200, 20);
    expect(unhealthyVerdict(figures('1.1.0', 100, 10), badLive, defaultHealthPolicy)).toBeNull();
  });

  it('names the version, its figures, the threshold and the live figures when it is worse', () => {
    expect(unhealthyVerdict(figures('1.1.0', 50, 3), live, defaultHealthPolicy)).toBe(
      'mf_navigation 1.1.0 failed on 3 of 50 page loads (6.0 %) in the last 10 min (threshold 2.0 % over at least 50); the live 1.0.0 failed on 2 of 400 page loads (0.5 %)',
    );
  });

  it('judges a remote the live set does not pin on the threshold alone', () => {
    expect(unhealthyVerdict(figures('1.1.0', 60, 60), null, defaultHealthPolicy)).toMatch(
      /60 of 60 page loads \(100\.0 %\).*no live version to compare with$/,
    );
  });
});
