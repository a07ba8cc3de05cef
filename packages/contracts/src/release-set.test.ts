import { describe, expect, it } from 'vitest';
import { channelIdSchema, releaseSetSchema, versionSchema } from './index';

describe('versionSchema', () => {
  it.each(['1.0.0', '0.10.3', '1.5.0-rc.1', '2.0.0+build.7', '1.0.1-e2e.1795238817'])(
    'accepts %s',
    (version) => {
      expect(versionSchema.safeParse(version).success).toBe(true);
    },
  );
  it.each(['1.0', '01.0.0', '1.0.0-', 'v1.0.0', '1.0.0 ', 'latest'])(
    'refuses %s with a message showing the form',
    (version) => {
      const result = versionSchema.safeParse(version);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/semver, e\.g\. 1\.4\.0/);
    },
  );
});

describe('releaseSetSchema', () => {
  const base = {
    id: 3,
    channel: 'kartenliebe',
    environment: 'production',
    createdAt: '2026-11-21T05:00:00Z',
    createdBy: 'anna',
    reason: 'new header',
  };
  const pin = {
    version: '1.2.0',
    manifestUrl: '/remotes/mf_navigation/1.2.0/mf-manifest.json',
    integrity: 'sha384-abc=',
  };

  it('lets a channel pin only the remotes it uses', () => {
    expect(releaseSetSchema.safeParse({ ...base, remotes: { mf_navigation: pin } }).success).toBe(
      true,
    );
  });

  it('refuses unknown remotes and channels, naming the choices', () => {
    expect(releaseSetSchema.safeParse({ ...base, remotes: { mf_unknown: pin } }).success).toBe(
      false,
    );
    expect(channelIdSchema.safeParse('posters').error?.issues[0]?.message).toBe(
      'Unknown channel; use one of: wallart, kartenliebe',
    );
  });
});
