import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseSetSchema } from '@shop/contracts';
import { testDialects } from '@shop/db/testing';
import type { Artifact } from './artifact-store';
import { fakeArtifactFiles, startTestRegistry, type TestRegistry } from './testing';

describe.each(await testDialects())('release sets on %s', (dialect) => {
  let registry: TestRegistry;
  const published = new Map<string, Artifact>();
  const pin = (key: string) => {
    const artifact = published.get(key)!;
    return {
      version: artifact.version,
      manifestUrl: artifact.manifestUrl,
      integrity: artifact.integrity,
    };
  };

  beforeAll(async () => {
    registry = await startTestRegistry(dialect);
    for (const [remote, version] of [
      ['mf_navigation', '1.0.0'],
      ['mf_navigation', '1.1.0'],
      ['mf_navigation', '1.2.0'],
      ['mf_account', '2.0.0'],
    ] as const) {
      published.set(
        `${remote}@${version}`,
        await registry.client.publish({ remote, version, files: fakeArtifactFiles(remote) }),
      );
    }
  });
  afterAll(() => registry.close());

  it('promotes a first set; the other channel is unaffected', async () => {
    const { releaseSet, status } = await registry.client.promote(
      'wallart',
      { mf_navigation: '1.0.0', mf_account: { version: '2.0.0' } },
      'First release',
    );
    expect(releaseSet).toMatchObject({
      channel: 'wallart',
      environment: 'development',
      action: 'promote',
      createdBy: 'tester',
      reason: 'First release',
      previousId: null,
    });
    expect(releaseSet.remotes).toEqual({
      mf_navigation: pin('mf_navigation@1.0.0'),
      mf_account: pin('mf_account@2.0.0'),
    });
    expect(pin('mf_navigation@1.0.0').manifestUrl).toBe(
      '/remotes/mf_navigation/1.0.0/mf-manifest.json',
    );
    expect(status.active?.id).toBe(releaseSet.id);

    const active = await registry.client.active('wallart');
    expect(releaseSetSchema.parse(active)).toEqual(releaseSetSchema.parse(releaseSet));
    expect(active.canary).toBeNull();

    const other = await fetch(`${registry.url}/api/channels/kartenliebe/active`);
    expect(other.status).toBe(404);
    expect((await other.json()).message).toMatch(
      /^kartenliebe has no active release set in development; promote one/,
    );
    const { channels } = await registry.client.channels();
    expect(channels.map((c) => [c.channel, c.active?.id ?? null])).toEqual([
      ['wallart', releaseSet.id],
      ['kartenliebe', null],
    ]);
  });

  it('promotes one remote on top of the active set and keeps the others', async () => {
    const before = await registry.client.active('wallart');
    const { releaseSet, status } = await registry.client.promote(
      'wallart',
      { mf_navigation: '1.1.0' },
      'New header',
    );
    expect(releaseSet.remotes).toEqual({
      ...before.remotes,
      mf_navigation: pin('mf_navigation@1.1.0'),
    });
    expect(releaseSet.previousId).toBe(before.id);
    expect(status.previous?.id).toBe(before.id);
    expect((await registry.client.active('wallart')).id).toBe(releaseSet.id);
    expect((await registry.client.status('kartenliebe')).active).toBeNull();
  });

  it('rolls back to the previous set as a new entry, and then has nothing further back', async () => {
    const history = await registry.client.history('wallart');
    const [second, first] = history.entries;
    const { releaseSet } = await registry.client.rollback('wallart', {
      reason: 'Header breaks checkout',
    });
    expect(releaseSet).toMatchObject({
      action: 'rollback',
      sourceId: first!.id,
      remotes: first!.remotes,
      reason: 'Header breaks checkout',
      createdBy: 'tester',
    });
    expect(releaseSet.id).toBeGreaterThan(second!.id);
    expect((await registry.client.active('wallart')).remotes).toEqual(first!.remotes);

    await expect(registry.client.rollback('wallart', { reason: 'again' })).rejects.toMatchObject({
      status: 409,
      message: `Nothing to roll back to: release set ${releaseSet.id} is the first of wallart in development`,
    });
    expect((await registry.client.history('wallart')).entries).toHaveLength(3);
  });

  it('rolls back to a chosen earlier set, and refuses one of another channel', async () => {
    const { entries } = await registry.client.history('wallart');
    const secondPromotion = entries.find((entry) => entry.reason === 'New header')!;
    const { releaseSet } = await registry.client.rollback('wallart', {
      reason: 'Back to the new header',
      toId: secondPromotion.id,
    });
    expect(releaseSet).toMatchObject({
      action: 'rollback',
      sourceId: secondPromotion.id,
      remotes: secondPromotion.remotes,
      previousId: secondPromotion.previousId,
    });
    await registry.client.promote('kartenliebe', { mf_navigation: '1.0.0' }, 'Cards launch');
    const kartenliebe = await registry.client.active('kartenliebe');
    await expect(
      registry.client.rollback('wallart', { reason: 'wrong channel', toId: kartenliebe.id }),
    ).rejects.toMatchObject({
      status: 404,
      message: `Release set ${kartenliebe.id} is not in the history of wallart in development`,
    });
  });

  it('runs a canary beside the active set, shows it in status and /active, and stops it', async () => {
    const active = await registry.client.active('wallart');
    const { releaseSet } = await registry.client.startCanary(
      'wallart',
      { mf_navigation: '1.2.0' },
      25,
      'Try the new flyouts',
    );
    expect(releaseSet).toMatchObject({
      action: 'canary',
      previousId: active.id,
      remotes: { ...active.remotes, mf_navigation: pin('mf_navigation@1.2.0') },
    });
    const served = await registry.client.active('wallart');
    expect(served.id).toBe(active.id);
    expect(served.canary).toEqual({ releaseSet, percentage: 25 });
    expect((await registry.client.status('wallart')).canary?.percentage).toBe(25);
    await expect(
      registry.client.rollback('wallart', { reason: 'x', toId: releaseSet.id }),
    ).rejects.toMatchObject({ status: 409 });

    const { status } = await registry.client.stopCanary('wallart', 'Flyouts look fine; promoting');
    expect(status.canary).toBeNull();
    await expect(registry.client.stopCanary('wallart')).rejects.toMatchObject({
      status: 409,
      message: 'wallart has no canary running in development',
    });
  });

  it('ends a canary when a promotion replaces the set it was built on', async () => {
    await registry.client.startCanary('wallart', { mf_navigation: '1.2.0' }, 10, 'Second try');
    const { status } = await registry.client.promote(
      'wallart',
      { mf_navigation: '1.2.0' },
      'Canary went well',
    );
    expect(status.canary).toBeNull();
    expect(status.active?.remotes.mf_navigation?.version).toBe('1.2.0');
  });

  it('lets the edge server revalidate /active with its ETag', async () => {
    const first = await fetch(`${registry.url}/api/channels/wallart/active`);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const again = await fetch(`${registry.url}/api/channels/wallart/active`, {
      headers: { 'if-none-match': first.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
    await registry.client.startCanary('wallart', { mf_navigation: '1.1.0' }, 5, 'Tag check');
    const changed = await fetch(`${registry.url}/api/channels/wallart/active`, {
      headers: { 'if-none-match': first.headers.get('etag')! },
    });
    expect(changed.status).toBe(200);
    await registry.client.stopCanary('wallart', 'done');
  });

  it('keeps every set newest first, and audits every write with who, when, what and why', async () => {
    const { entries, activeId } = await registry.client.history('wallart');
    expect(entries.map((entry) => entry.action)).toEqual([
      'canary',
      'promote',
      'canary',
      'canary',
      'rollback',
      'rollback',
      'promote',
      'promote',
    ]);
    expect(entries.map((entry) => entry.id)).toEqual(
      [...entries.map((entry) => entry.id)].sort((a, b) => b - a),
    );
    expect(activeId).toBe(entries[1]!.id);
    for (const entry of entries) {
      expect(entry.createdBy).toBe('tester');
      expect(entry.reason).not.toBe('');
      expect(Date.parse(entry.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    }
    const audit = await registry.client.audit('wallart');
    expect(audit.map((entry) => entry.action)).toEqual([
      'canary-stop',
      'canary',
      'promote',
      'canary',
      'canary-stop',
      'canary',
      'rollback',
      'rollback',
      'promote',
      'promote',
    ]);
    expect(audit[2]).toMatchObject({
      actor: 'tester',
      reason: 'Canary went well',
      channel: 'wallart',
      subject: { pins: { mf_navigation: { version: '1.2.0' } } },
    });
    expect(audit[4]).toMatchObject({ reason: 'Flyouts look fine; promoting' });
  });
});
