import type { FastifyBaseLogger } from 'fastify';
import type { ChannelId, InlineReleaseSet } from '@shop/contracts';

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
 * last run kept, then a channel's sets on each of its change notices. No shopper's render then
 * waits for a build to be read and evaluated (the product wrappers' takes about 90 ms). Then the
 * channels concerned are warmed up, one after the other.
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
  void load(options.keptSets());
  options.changes?.onMessage((channel) => {
    options
      .pinnedSetsOf(channel as ChannelId)
      .then(load, (error: unknown) =>
        log.info(
          { event: 'server-build-preload-skipped', channel, err: error },
          'the changed channel’s server builds load with its first render instead',
        ),
      );
  });
}
