import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { remoteHealthPath, type RemoteHealthReport } from '@shop/contracts';
import { testDialects } from '@shop/db/testing';
import { fakeArtifactFiles, startTestRegistry, testToken, type TestRegistry } from '../testing';
import { createRegistryClient } from '../client';

const adminToken = 'admin-token-0123456789abcdef';
const policy = { windowMs: 10 * 60_000, maxFailureRate: 0.02, minPageLoads: 50 };

describe.each(await testDialects())('health-gated canaries on %s', (dialect) => {
  let registry: TestRegistry;
  let clock = Date.UTC(2026, 10, 24, 12, 0, 0);
  let liveId: number;

  beforeAll(async () => {
    registry = await startTestRegistry(dialect, {
      tokens: [
        { name: 'tester', token: testToken, scope: 'release' },
        { name: 'alice', token: adminToken, scope: 'release' },
      ],
      admins: ['alice'],
      healthPolicy: policy,
      healthReportsPerIpPerMinute: 10_000,
      now: () => clock,
    });
    for (const version of ['1.0.0', '1.1.0', '1.2.0'])
      await registry.client.publish({
        remote: 'mf_navigation',
        version,
        files: fakeArtifactFiles('mf_navigation'),
      });
  });
  afterAll(() => registry.close());

  beforeEach(async () => {
    clock += 60 * 60_000; // every test starts with an empty window
    const { releaseSet } = await registry.client.promote(
      'wallart',
      { mf_navigation: '1.0.0' },
      'Baseline',
    );
    liveId = releaseSet.id;
  });

  const report = (body: unknown) =>
    fetch(`${registry.url}${remoteHealthPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  /** `loads` page loads of a set, `failing` of them with a failed mount of the navigation remote. */
  async function pageLoads(releaseSetId: number, version: string, loads: number, failing: number) {
    for (let index = 0; index < loads; index += 1) {
      const body: RemoteHealthReport = {
        channel: 'wallart',
        releaseSetId,
        pageLoads: 1,
        failures:
          index < failing ? [{ remote: 'mf_navigation', version, kind: 'mount' as const }] : [],
      };
      const response = await report(body);
      expect(response.status).toBe(204);
    }
  }
  const canary = async (version: string) =>
    (await registry.client.startCanary('wallart', { mf_navigation: version }, 10, 'Try it'))
      .releaseSet.id;

  it('stops a canary that fails more than the threshold and the live set, audited as the system with the figures', async () => {
    await pageLoads(liveId, '1.0.0', 100, 1);
    const canaryId = await canary('1.1.0');
    await pageLoads(canaryId, '1.1.0', 49, 5);
    expect((await registry.client.status('wallart')).canary?.releaseSet.id).toBe(canaryId);

    await pageLoads(canaryId, '1.1.0', 1, 0);

    const status = await registry.client.status('wallart');
    expect(status.canary).toBeNull();
    expect(status.active?.id).toBe(liveId);
    const [stop] = await registry.client.audit('wallart');
    expect(stop).toMatchObject({ actor: 'system', action: 'canary-stop' });
    expect(stop!.reason).toBe(
      'Stopped automatically: mf_navigation 1.1.0 failed on 5 of 50 page loads (10.0 %) in the last 10 min (threshold 2.0 % over at least 50); the live 1.0.0 failed on 1 of 100 page loads (1.0 %)',
    );
  });

  it('keeps a canary that fails no more often than the live set, and forgets figures older than the window', async () => {
    await pageLoads(liveId, '1.0.0', 60, 6);
    const canaryId = await canary('1.1.0');
    await pageLoads(canaryId, '1.1.0', 60, 3);
    expect((await registry.client.status('wallart')).canary?.releaseSet.id).toBe(canaryId);
    const health = await registry.client.health('wallart');
    expect(health.canary).toMatchObject({
      releaseSetId: canaryId,
      verdicts: [],
      remotes: [{ remote: 'mf_navigation', version: '1.1.0', pageLoads: 60, failures: 3 }],
    });

    clock += policy.windowMs + 60_000;
    expect((await registry.client.health('wallart')).canary?.remotes[0]).toMatchObject({
      pageLoads: 0,
      failures: 0,
    });
  });

  it('refuses to promote an unhealthy version, unless an admin overrides it with a reason', async () => {
    const canaryId = await canary('1.2.0');
    await pageLoads(canaryId, '1.2.0', 40, 40);
    await registry.client.stopCanary('wallart', 'Looks broken');
    await pageLoads(canaryId, '1.2.0', 10, 10); // late reports of pages still open

    await expect(
      registry.client.promote('wallart', { mf_navigation: '1.2.0' }, 'Ship it'),
    ).rejects.toMatchObject({
      status: 409,
      message: expect.stringMatching(
        /^mf_navigation 1\.2\.0 failed on 50 of 50 page loads \(100\.0 %\).*an admin may promote it anyway with "override": true/,
      ),
    });
    await expect(
      registry.client.promote('wallart', { mf_navigation: '1.2.0' }, 'Ship it', { override: true }),
    ).rejects.toMatchObject({ status: 409, message: /tester is not an admin/ });

    const admin = createRegistryClient(registry.url, adminToken);
    const { releaseSet } = await admin.promote(
      'wallart',
      { mf_navigation: '1.2.0' },
      'The failures come from a blocked CDN in one region',
      { override: true },
    );
    expect(releaseSet.reason).toMatch(
      /^The failures come from a blocked CDN in one region \[health override by alice: mf_navigation 1\.2\.0 failed on 50 of 50/,
    );
  });

  it('counts a failure only for the version the set pins, and once per remote and page', async () => {
    const canaryId = await canary('1.1.0');
    await report({
      channel: 'wallart',
      releaseSetId: canaryId,
      pageLoads: 1,
      failures: [
        { remote: 'mf_navigation', version: '1.1.0', kind: 'load' },
        { remote: 'mf_navigation', version: '1.1.0', kind: 'mount' },
        { remote: 'mf_navigation', version: '9.9.9', kind: 'mount' },
      ],
    });
    expect((await registry.client.health('wallart')).canary?.remotes[0]).toMatchObject({
      version: '1.1.0',
      pageLoads: 1,
      failures: 1,
    });
  });

  it.each([
    ['a set of another channel', { channel: 'kartenliebe', pageLoads: 1, failures: [] }, 404],
    ['an unknown remote', { failures: [{ remote: 'mf_x', version: '1.0.0', kind: 'mount' }] }, 400],
    ['a page-load count above one', { pageLoads: 5 }, 400],
    ['personal data', { email: 'a@example.com' }, 400],
  ])('refuses a report with %s', async (_, change, status) => {
    const response = await report({
      channel: 'wallart',
      releaseSetId: liveId,
      pageLoads: 1,
      failures: [],
      ...change,
    });
    expect(response.status).toBe(status);
    expect((await response.json()).message).toEqual(expect.any(String));
  });
});

describe('health report limits', () => {
  it('answers 429 with a message once an address sends too many reports', async () => {
    const registry = await startTestRegistry('sqlite', { healthReportsPerIpPerMinute: 2 });
    try {
      await registry.client.publish({
        remote: 'mf_navigation',
        version: '1.0.0',
        files: fakeArtifactFiles('mf_navigation'),
      });
      const { releaseSet } = await registry.client.promote(
        'wallart',
        { mf_navigation: '1.0.0' },
        'Baseline',
      );
      const send = () =>
        fetch(`${registry.url}${remoteHealthPath}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            channel: 'wallart',
            releaseSetId: releaseSet.id,
            pageLoads: 1,
            failures: [],
          }),
        });
      expect((await send()).status).toBe(204);
      expect((await send()).status).toBe(204);
      const limited = await send();
      expect(limited.status).toBe(429);
      expect((await limited.json()).message).toMatch(/Too many health reports from this address/);
    } finally {
      await registry.close();
    }
  });
});
