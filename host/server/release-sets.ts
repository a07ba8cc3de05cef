import fs from 'node:fs';
import path from 'node:path';
import { inlineReleaseSetSchema, type ChannelId, type InlineReleaseSet } from '@shop/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';

const activeResponseSchema = inlineReleaseSetSchema.passthrough().extend({
  canary: z
    .object({ releaseSet: inlineReleaseSetSchema.passthrough(), percentage: z.number() })
    .nullish(),
});
type ActiveReleaseSet = z.infer<typeof activeResponseSchema>;
const persistedSchema = z.record(z.string(), activeResponseSchema);

type Options = {
  /** File that keeps the last good set per channel, so a restarted edge survives a registry outage. */
  stateFile?: string;
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
 * Fetches each channel's active release set from the registry on every document request, so a
 * promotion or rollback shows on the next page load; the last good answer, kept on disk, covers
 * registry outages, also for an edge that starts while the registry is down.
 */
export function createReleaseSetSource(
  registryUrl: string,
  log: FastifyBaseLogger,
  options: Options = {},
) {
  const lastGood = readPersisted(options.stateFile, log);

  async function fetchActive(channel: ChannelId): Promise<ActiveReleaseSet> {
    try {
      const response = await fetch(`${registryUrl}/api/channels/${channel}/active`, {
        signal: AbortSignal.timeout(2000),
      });
      if (!response.ok) throw new Error(`registry answered ${response.status}`);
      const active = activeResponseSchema.parse(await response.json());
      const changed = JSON.stringify(lastGood.get(channel)) !== JSON.stringify(active);
      lastGood.set(channel, active);
      if (changed && options.stateFile) persist(options.stateFile, lastGood, log);
      return active;
    } catch (error) {
      const stale = lastGood.get(channel);
      log.error(
        { event: 'release-set-unavailable', channel, stale: Boolean(stale), err: error },
        'release set fetch failed',
      );
      if (stale) return stale;
      throw error;
    }
  }

  /** The set this shopper gets: the canary for their bucket (0–99), else the active one. */
  return async function releaseSetFor(
    channel: ChannelId,
    bucket: number,
  ): Promise<InlineReleaseSet> {
    const active = await fetchActive(channel);
    const chosen =
      active.canary && bucket < active.canary.percentage ? active.canary.releaseSet : active;
    return {
      id: chosen.id,
      channel: chosen.channel,
      environment: chosen.environment,
      remotes: chosen.remotes,
    };
  };
}
