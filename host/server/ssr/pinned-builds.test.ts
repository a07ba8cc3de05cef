import { describe, expect, it, vi } from 'vitest';
import type { InlineReleaseSet } from '@shop/contracts';
import { createInvalidations } from '@shop/server-kit';
import { silentLog } from '../testing/edge-config';
import { preloadPinnedServerBuilds } from './pinned-builds';

const setPinning = (id: number, version: string): InlineReleaseSet => ({
  id,
  channel: 'wallart',
  environment: 'production',
  remotes: {
    mf_product_wrappers: {
      version,
      manifestUrl: `/remotes/mf_product_wrappers/${version}/mf-manifest.json`,
      integrity: 'sha384-abc',
    },
  },
});
const versionsOf = (preload: ReturnType<typeof vi.fn>) =>
  preload.mock.calls.map(([remotes]) => remotes.mf_product_wrappers.version);

describe('server builds load when their pin is known, before any render', () => {
  it('at start, the sets the last run kept; on a channel’s notice, its active set and canary', async () => {
    const changes = createInvalidations(null, 'release-sets');
    const preload = vi.fn(async () => undefined);
    const pinnedSetsOf = vi.fn(async () => [setPinning(8, '2.1.0'), setPinning(9, '2.2.0-rc.1')]);
    preloadPinnedServerBuilds({
      changes,
      pinnedSetsOf,
      keptSets: () => [setPinning(7, '2.0.0')],
      preload,
      log: silentLog,
    });
    expect(versionsOf(preload)).toEqual(['2.0.0']);

    await changes.publish('kartenliebe');
    await vi.waitFor(() => expect(versionsOf(preload)).toEqual(['2.0.0', '2.1.0', '2.2.0-rc.1']));
    expect(pinnedSetsOf).toHaveBeenCalledWith('kartenliebe');
  });

  it('a registry that cannot answer after a notice leaves the builds to the first render, logged', async () => {
    const changes = createInvalidations(null, 'release-sets');
    const log = { ...silentLog, info: vi.fn() };
    preloadPinnedServerBuilds({
      changes,
      pinnedSetsOf: async () => {
        throw new Error('registry answered 503');
      },
      keptSets: () => [],
      preload: async () => undefined,
      log: log as never,
    });
    await changes.publish('wallart');
    await vi.waitFor(() =>
      expect(log.info).toHaveBeenCalledWith(
        expect.objectContaining({ event: 'server-build-preload-skipped', channel: 'wallart' }),
        expect.any(String),
      ),
    );
  });

  it('warms each channel up once its builds have loaded, one channel after the other, and logs a failed warm-up', async () => {
    const changes = createInvalidations(null, 'release-sets');
    const log = { ...silentLog, warn: vi.fn() };
    const events: string[] = [];
    preloadPinnedServerBuilds({
      changes,
      pinnedSetsOf: async (channel) => [{ ...setPinning(9, '2.2.0'), channel }],
      keptSets: () => [setPinning(7, '2.0.0')],
      preload: async (remotes) => void events.push(`load ${remotes.mf_product_wrappers!.version}`),
      warm: async (channel) => {
        events.push(`warm ${channel}`);
        if (channel !== 'wallart') return;
        await new Promise((resolve) => setTimeout(resolve, 50));
        events.push('wallart warmed');
        throw new Error('edge closed');
      },
      log: log as never,
    });
    await vi.waitFor(() => expect(events).toContain('warm wallart'));
    await changes.publish('kartenliebe');

    await vi.waitFor(() => expect(events).toContain('warm kartenliebe'));
    expect(events).toEqual([
      'load 2.0.0',
      'warm wallart',
      'load 2.2.0',
      // Its builds are there, but a warm-up is running: this one waits for it, failed or not.
      'wallart warmed',
      'warm kartenliebe',
    ]);
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'server-render-warm-up-failed', channel: 'wallart' }),
      expect.any(String),
    );
  });
});
