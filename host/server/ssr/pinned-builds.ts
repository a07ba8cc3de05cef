import type { FastifyBaseLogger } from 'fastify';
import { channelIds, type ChannelId, type InlineReleaseSet } from '@shop/contracts';

type PinnedBuildsOptions = {
  /** Change notices (message: the channel), from Redis or the registry's feed; none without either. */
  changes: { onMessage(handler: (channel: string) => void): void } | null;
  /** The sets a channel pins now (active and canary). */
  pinnedSetsOf(channel: ChannelId): Promise<InlineReleaseSet[]>;
  /** The sets kept from the edge's previous run. */
  keptSets(): InlineReleaseSet[];
  preload(remotes: InlineReleaseSet['remotes']): Promise<void>;
  /** Renders a channel's start page once its builds have loaded (none: no warm-up). */
  warm?(channel: ChannelId): Promise<void>;
  log: FastifyBaseLogger;
};

/**
 * Loads the server builds of what is pinned as soon as the edge knows of it: at start the sets its
 * last run kept, then what the registry pins now where that differs (a first start, or a change
 * while the edge was down), then a channel's sets on each of its change notices. No shopper's
 * render then waits for a build to be read and evaluated (the product wrappers' takes about
 * 90 ms). Then the channels concerned are warmed up, one after the other.
 */
export function preloadPinnedServerBuilds(options: PinnedBuildsOptions): void {
  const { log, warm } = options;
  let warming = Promise.resolve();
  const warmUp = (channels: Iterable<ChannelId>) => {
    if (!warm) return;
    for (const channel of channels)
      warming = warming.then(() =>
        warm(channel).catch((error: unknown) =>
          log.warn(
            { event: 'server-render-warm-up-failed', channel, err: error },
            'the channel’s first shopper gets the first render',
          ),
        ),
      );
  };
  const load = async (sets: InlineReleaseSet[]) => {
    await Promise.all(sets.map((set) => options.preload(set.remotes)));
    warmUp(new Set(sets.map((set) => set.channel)));
  };
  const loadPinned = (channel: ChannelId, unless: Set<string> = new Set()) =>
    options.pinnedSetsOf(channel).then(
      (sets) => {
        const fresh = sets.filter((set) => !unless.has(pinKey(set)));
        return fresh.length > 0 ? load(fresh) : undefined;
      },
      (error: unknown) =>
        log.info(
          { event: 'server-build-preload-skipped', channel, err: error },
          'the channel’s server builds load with its first render instead',
        ),
    );
  const kept = options.keptSets();
  void load(kept).then(() => {
    const keptKeys = new Set(kept.map(pinKey));
    for (const channel of channelIds) void loadPinned(channel, keptKeys);
  });
  options.changes?.onMessage((channel) => void loadPinned(channel as ChannelId));
}

const pinKey = (set: InlineReleaseSet) => JSON.stringify([set.channel, set.id, set.remotes]);
