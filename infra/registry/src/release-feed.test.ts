import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReleaseFeedAnswer } from './release-feed';
import { fakeArtifactFiles, startTestRegistry, type TestRegistry } from './testing';

describe('the release set change feed for edges without Redis', () => {
  let registry: TestRegistry;
  const changes = async (after?: number) => {
    const response = await fetch(
      `${registry.url}/api/release-sets/changes${after === undefined ? '' : `?after=${after}`}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return (await response.json()) as ReleaseFeedAnswer;
  };

  beforeAll(async () => {
    registry = await startTestRegistry('sqlite', { changeFeedHoldMs: 300 });
    for (const version of ['1.0.0', '1.1.0'])
      await registry.client.publish({
        remote: 'mf_navigation',
        version,
        files: fakeArtifactFiles('mf_navigation'),
      });
  });
  afterAll(() => registry.close());

  it('answers a held poll with the channel’s new revision when a promotion, canary or rollback commits', async () => {
    let current = await changes();
    const writes = [
      () => registry.client.promote('wallart', { mf_navigation: '1.0.0' }, 'First'),
      () => registry.client.startCanary('wallart', { mf_navigation: '1.1.0' }, 10, 'Try'),
      () => registry.client.stopCanary('wallart', 'Enough'),
      () => registry.client.promote('wallart', { mf_navigation: '1.1.0' }, 'Second'),
      () => registry.client.rollback('wallart', { reason: 'Back' }),
    ];
    for (const write of writes) {
      const held = changes(current.sequence);
      await write();
      const next = await held;
      expect(next.sequence).toBeGreaterThan(current.sequence);
      expect(next.revisions.wallart).toBeGreaterThan(current.revisions.wallart ?? 0);
      current = next;
    }
  });

  it('answers a poll from before a change at once, and one without news with the same sequence', async () => {
    const before = await changes();
    await registry.client.promote('kartenliebe', { mf_navigation: '1.0.0' }, 'First');
    const after = await changes(before.sequence);
    expect(after.revisions.kartenliebe).toBeGreaterThan(before.revisions.kartenliebe ?? 0);
    expect(after.revisions.wallart).toBe(before.revisions.wallart);
    // Nothing changes: the poll is held, then answered unchanged.
    expect(await changes(after.sequence)).toEqual(after);
  });

  it('moves for no refused write', async () => {
    const before = await changes();
    await expect(
      registry.client.rollback('kartenliebe', { reason: 'Nothing before the first' }),
    ).rejects.toThrow();
    expect(await changes(before.sequence)).toEqual(before);
  });

  it('refuses a sequence it never answered', async () => {
    const response = await fetch(`${registry.url}/api/release-sets/changes?after=soon`);
    expect(response.status).toBe(400);
  });
});

describe('a held poll when the registry stops', () => {
  it('is answered at once, so a restart waits for no edge', async () => {
    const registry = await startTestRegistry('sqlite');
    const { sequence } = (await (
      await fetch(`${registry.url}/api/release-sets/changes`)
    ).json()) as ReleaseFeedAnswer;
    let arrived = false;
    registry.app.server.on('request', () => (arrived = true));
    const held = fetch(`${registry.url}/api/release-sets/changes?after=${sequence}`);
    await expect.poll(() => arrived).toBe(true);
    await registry.close();
    expect(((await (await held).json()) as ReleaseFeedAnswer).sequence).toBe(sequence);
  });
});
