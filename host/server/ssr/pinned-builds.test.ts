import { describe, expect, it, vi } from 'vitest';
import type { ChannelId, InlineReleaseSet } from '@shop/contracts';
import { createInvalidations } from '@shop/server-kit';
import { silentLog } from '../testing/edge-config';
import { preloadPinnedServerBuilds } from './pinned-builds';

const setPinning = (
  id: number,
  version: string,
  channel: ChannelId = 'wallart',
): InlineReleaseSet => ({
  id,
  channel,
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

/** A registry pinning these sets now, per channel. */
const registryPinning = (pins: Record<ChannelId, InlineReleaseSet[]>) =>
  vi.fn(async (channel: ChannelId) => pins[channel]);

/** An edge starting without change notices: what it loaded and which channels it warmed. */
function startWithoutNotices(start: {
  pins: Record<ChannelId, InlineReleaseSet[]>;
  kept: InlineReleaseSet[];
}) {
  const preload = vi.fn(async () => undefined);
  const warm = vi.fn(async (_channel: ChannelId) => undefined);
  preloadPinnedServerBuilds({
    changes: null,
    pinnedSetsOf: registryPinning(start.pins),
    keptSets: () => start.kept,
    preload,
    warm,
    log: silentLog,
  });
  return { preload, warm, warmed: () => warm.mock.calls.map(([channel]) => channel) };
}

describe('server builds load when their pin is known, before any render', () => {
  it('at start, the sets the last run kept, each once; on a channel’s notice, its active set and canary', async () => {
    const changes = createInvalidations(null, 'release-sets');
    const preload = vi.fn(async () => undefined);
    const pins = {
      wallart: [setPinning(7, '2.0.0')],
      kartenliebe: [setPinning(3, '1.0.0', 'kartenliebe')],
    };
    const pinnedSetsOf = registryPinning(pins);
    preloadPinnedServerBuilds({
      changes,
      pinnedSetsOf,
      keptSets: () => [...pins.wallart, ...pins.kartenliebe],
      preload,
      log: silentLog,
    });
    expect(versionsOf(preload)).toEqual(['2.0.0', '1.0.0']);
    await vi.waitFor(() => expect(pinnedSetsOf).toHaveBeenCalledTimes(2));

    pins.kartenliebe = [
      setPinning(8, '2.1.0', 'kartenliebe'),
      setPinning(9, '2.2.0-rc.1', 'kartenliebe'),
    ];
    await changes.publish('kartenliebe');
    await vi.waitFor(() =>
      expect(versionsOf(preload)).toEqual(['2.0.0', '1.0.0', '2.1.0', '2.2.0-rc.1']),
    );
    expect(pinnedSetsOf).toHaveBeenLastCalledWith('kartenliebe');
  });

  it('at a first start, with nothing kept, loads and warms what the registry pins for every channel', async () => {
    const { preload, warm, warmed } = startWithoutNotices({
      pins: {
        wallart: [setPinning(1, '1.0.0')],
        kartenliebe: [setPinning(2, '1.1.0', 'kartenliebe')],
      },
      kept: [],
    });
    await vi.waitFor(() => expect(warm).toHaveBeenCalledTimes(2));
    expect(versionsOf(preload).sort()).toEqual(['1.0.0', '1.1.0']);
    expect(warmed().sort()).toEqual(['kartenliebe', 'wallart']);
  });

  it('at start, also what was promoted while the edge was down, and warms that channel again', async () => {
    const { preload, warm, warmed } = startWithoutNotices({
      pins: {
        wallart: [setPinning(8, '2.1.0')],
        kartenliebe: [setPinning(3, '1.0.0', 'kartenliebe')],
      },
      kept: [setPinning(7, '2.0.0'), setPinning(3, '1.0.0', 'kartenliebe')],
    });
    await vi.waitFor(() => expect(versionsOf(preload)).toEqual(['2.0.0', '1.0.0', '2.1.0']));
    await vi.waitFor(() => expect(warm).toHaveBeenCalledTimes(3));
    expect(warmed()).toEqual(['wallart', 'kartenliebe', 'wallart']);
  });

  it('a registry that cannot answer leaves the builds to the first render, logged', async () => {
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
    for (const channel of ['wallart', 'kartenliebe'])
      await vi.waitFor(() =>
        expect(log.info).toHaveBeenCalledWith(
          expect.objectContaining({ event: 'server-build-preload-skipped', channel }),
          expect.any(String),
        ),
      );
    log.info.mockClear();
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
    const pins = { wallart: [setPinning(7, '2.0.0')], kartenliebe: [] as InlineReleaseSet[] };
    const pinnedSetsOf = registryPinning(pins);
    preloadPinnedServerBuilds({
      changes,
      pinnedSetsOf,
      keptSets: () => pins.wallart,
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
    await vi.waitFor(() => expect(pinnedSetsOf).toHaveBeenCalledTimes(2));
    pins.kartenliebe = [setPinning(9, '2.2.0', 'kartenliebe')];
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
