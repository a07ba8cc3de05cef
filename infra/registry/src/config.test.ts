import { describe, expect, it } from 'vitest';
import { loadRegistryConfig } from './config';

const tokens = 'alice:alice-token-0123456789,ci:ci-token-0123456789ab';

describe('loadRegistryConfig', () => {
  it('judges canaries by > 2 % failing page loads over ≥ 50 in 10 min unless told otherwise', () => {
    const config = loadRegistryConfig({ REGISTRY_TOKENS: tokens });
    expect(config.healthPolicy).toEqual({
      windowMs: 600_000,
      maxFailureRate: 0.02,
      minPageLoads: 50,
    });
    expect(config.admins).toEqual([]);
    const tuned = loadRegistryConfig({
      REGISTRY_TOKENS: tokens,
      REGISTRY_ADMINS: 'alice',
      CANARY_WINDOW_MINUTES: '5',
      CANARY_MAX_FAILURE_RATE: '0.05',
      CANARY_MIN_PAGE_LOADS: '200',
    });
    expect(tuned.admins).toEqual(['alice']);
    expect(tuned.healthPolicy).toEqual({
      windowMs: 300_000,
      maxFailureRate: 0.05,
      minPageLoads: 200,
    });
  });

  it('refuses an admin without a token and a failure rate that is not a share', () => {
    expect(() => loadRegistryConfig({ REGISTRY_TOKENS: tokens, REGISTRY_ADMINS: 'bob' })).toThrow(
      'REGISTRY_ADMINS names "bob", which is not a token in REGISTRY_TOKENS',
    );
    expect(() =>
      loadRegistryConfig({ REGISTRY_TOKENS: tokens, CANARY_MAX_FAILURE_RATE: '2' }),
    ).toThrow('CANARY_MAX_FAILURE_RATE must be a number above 0 and at most 1, got "2"');
  });

  it('keeps artifacts in .data/artifacts unless ARTIFACTS_DIR or ARTIFACTS_S3_BUCKET says otherwise', () => {
    expect(loadRegistryConfig({ REGISTRY_TOKENS: tokens }).artifactsDir).toMatch(
      /\.data\/artifacts$/,
    );
    const bucket = loadRegistryConfig({
      REGISTRY_TOKENS: tokens,
      ARTIFACTS_S3_BUCKET: 'shop-artifacts',
      ARTIFACTS_S3_REGION: 'eu-central-1',
    });
    expect(bucket.artifactsDir).toBeUndefined();
    expect(bucket.artifactsS3).toMatchObject({ bucket: 'shop-artifacts', region: 'eu-central-1' });
    expect(() =>
      loadRegistryConfig({
        REGISTRY_TOKENS: tokens,
        ARTIFACTS_DIR: '/srv/a',
        ARTIFACTS_S3_BUCKET: 'b',
      }),
    ).toThrow(/both set/);
  });
});
