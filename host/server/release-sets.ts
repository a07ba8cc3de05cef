import fs from 'node:fs';
import path from 'node:path';
import { inlineReleaseSetSchema, type ChannelId, type InlineReleaseSet } from '@shop/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Invalidations } from '@shop/server-kit';
import type { ReleaseSetFeed } from './release-set-feed';
import { z } from 'zod';

const activeResponseSchema = inlineReleaseSetSchema.passthrough().extend({
  canary: z
    .object({ releaseSet: inlineReleaseSetSchema.passthrough(), percentage: z.number() })
    .nullish(),
});
type ActiveReleaseSet = z.infer<typeof activeResponseSchema>;
/** `fromRegistry` false: the last good copy, served because the registry failed. */
type Fetched = { active: ActiveReleaseSet; fromRegistry: boolean };
const persistedSchema = z.record(z.string(), activeResponseSchema);

/** The registry answered that nothing is promoted on the channel yet: a state, not an outage. */
class NothingPinned extends Error {}

/** Redis notices, or the registry's feed, which can be cut off for a while (see release-set-feed.ts). */
type ReleaseSetChanges = Pick<Invalidations, 'onMessage'> &
  Partial<Pick<ReleaseSetFeed, 'onReset' | 'connected'>>;

type Options = {
  /** File that keeps the last good set per channel, so a restarted edge survives a registry outage. */
  stateFile?: string;
  /**
   * The registry's change notices (message: the channel), through Redis or the registry's change
   * feed. With them a channel's set is kept until its notice arrives; without them, or while the
   * feed is cut off, it is fetched on every document request.
   */
  changes?: ReleaseSetChanges;
  /** Upper bound for keeping a set when a notice could have been lost (default 30 s). */
  safetyTtlMs?: number;
  now?: () => number;
};

/** The sets a previous run kept; a missing or damaged file is an empty start, logged. */
function readPersisted(
  file: string | undefined,
  log: FastifyBaseLogger,
): Map<ChannelId, ActiveReleaseSet> {
  const sets = new Map<ChannelId, ActiveReleaseSet>();
  if (!file || !fs.existsSync(file)) return sets;
  try {
    const parsed = persistedSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
    for (const [channel, set] of Object.entries(parsed)) sets.set(channel as ChannelId, set);
    log.info(
      { event: 'release-sets-restored', file, channels: [...sets.keys()] },
      'last good release sets restored',
    );
  } catch (error) {
    log.error(
      { event: 'release-sets-unreadable', file, err: error },
      'kept release sets unreadable',
    );
  }
  return sets;
}

/** Writes the sets atomically (temporary file, then rename), so a crash never leaves half a file. */
function persist(file: string, sets: Map<ChannelId, ActiveReleaseSet>, log: FastifyBaseLogger) {
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(temporary, JSON.stringify(Object.fromEntries(sets)));
    fs.renameSync(temporary, file);
  } catch (error) {
    log.error(
      { event: 'release-sets-not-kept', file, err: error },
      'release sets could not be kept',
    );
  }
}

/**
 * Fetches each channel's active release set from the registry on every document request (or, with
 * change notices from Redis or the registry's feed, once per change), so a promotion or rollback
 * shows on the next page load; the last good answer, kept on disk, covers registry outages, also
 * for an edge that starts while the registry is down.
 */
export function createReleaseSetSource(
  registryUrl: string,
  log: FastifyBaseLogger,
  options: Options = {},
) {
  const lastGood = readPersisted(options.stateFile, log);
  const cachedActive = createNoticeCache(options);

  async function fetchActive(channel: ChannelId): Promise<Fetched> {
    try {
      const response = await fetch(`${registryUrl}/api/channels/${channel}/active`, {
        signal: AbortSignal.timeout(2000),
      });
      if (response.status === 404)
        throw new NothingPinned(`${channel} has no active release set yet`);
      if (!response.ok) throw new Error(`registry answered ${response.status}`);
      const active = activeResponseSchema.parse(await response.json());
      const changed = JSON.stringify(lastGood.get(channel)) !== JSON.stringify(active);
      lastGood.set(channel, active);
      if (changed && options.stateFile) persist(options.stateFile, lastGood, log);
      return { active, fromRegistry: true };
    } catch (error) {
      const stale = lastGood.get(channel);
      if (error instanceof NothingPinned && !stale) {
        log.warn({ event: 'release-set-none-pinned', channel }, error.message);
        throw error;
      }
      log.error(
        { event: 'release-set-unavailable', channel, stale: Boolean(stale), err: error },
        'release set fetch failed',
      );
      if (stale) return { active: stale, fromRegistry: false };
      throw error;
    }
  }

  const inline = (set: InlineReleaseSet): InlineReleaseSet => ({
    id: set.id,
    channel: set.channel,
    environment: set.environment,
    remotes: set.remotes,
  });
  const pinnedBy = (active: ActiveReleaseSet) =>
    active.canary ? [inline(active), inline(active.canary.releaseSet)] : [inline(active)];

  /** The set this shopper gets: the canary for their bucket (0–99), else the active one. */
  async function releaseSetFor(channel: ChannelId, bucket: number): Promise<InlineReleaseSet> {
    const active = await cachedActive.get(channel, fetchActive);
    return inline(
      active.canary && bucket < active.canary.percentage ? active.canary.releaseSet : active,
    );
  }

  return Object.assign(releaseSetFor, {
    /** Every set a channel's shoppers may get now: the active one and its canary. */
    pinnedSetsOf: async (channel: ChannelId): Promise<InlineReleaseSet[]> =>
      pinnedBy(await cachedActive.get(channel, fetchActive)),
    /** The sets a previous run kept on disk, with no registry call (none on a first start). */
    keptSets: (): InlineReleaseSet[] => [...lastGood.values()].flatMap(pinnedBy),
  });
}

export type ReleaseSetSource = ReturnType<typeof createReleaseSetSource>;

/** Registry answers kept per channel until the channel's change notice (or the safety TTL). */
function createNoticeCache(options: Options) {
  const { changes } = options;
  const safetyTtlMs = options.safetyTtlMs ?? 30_000;
  const now = options.now ?? Date.now;
  const kept = new Map<string, { active: ActiveReleaseSet; at: number }>();
  const loading = new Map<string, Promise<ActiveReleaseSet>>();
  // Moves with every notice, so an answer fetched before a notice is not kept after it.
  const generations = new Map<string, number>();
  // Moves when the feed is cut off or back: what was fetched across that may have missed a notice.
  let resets = 0;
  const generationOf = (channel: string) => `${resets}:${generations.get(channel) ?? 0}`;
  changes?.onMessage((channel) => {
    generations.set(channel, (generations.get(channel) ?? 0) + 1);
    kept.delete(channel);
    loading.delete(channel);
  });
  changes?.onReset?.(() => {
    resets += 1;
    kept.clear();
    loading.clear();
  });
  const keeping = () => Boolean(changes) && (changes?.connected?.() ?? true);

  return {
    async get(
      channel: ChannelId,
      fetch: (channel: ChannelId) => Promise<Fetched>,
    ): Promise<ActiveReleaseSet> {
      if (!keeping()) return (await fetch(channel)).active;
      const entry = kept.get(channel);
      if (entry && now() - entry.at < safetyTtlMs) return entry.active;
      const running = loading.get(channel);
      if (running) return running;
      const generation = generationOf(channel);
      const promise = fetch(channel)
        .then(({ active, fromRegistry }) => {
          // Only a registry answer is kept: a last good copy served in an outage is asked for again.
          if (fromRegistry && generation === generationOf(channel))
            kept.set(channel, { active, at: now() });
          return active;
        })
        .finally(() => {
          if (loading.get(channel) === promise) loading.delete(channel);
        });
      loading.set(channel, promise);
      return promise;
    },
  };
}
