import { inlineReleaseSetSchema, type ChannelId, type InlineReleaseSet } from '@shop/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';

const activeResponseSchema = inlineReleaseSetSchema.passthrough().extend({
  canary: z.object({ releaseSet: inlineReleaseSetSchema.passthrough(), percentage: z.number() }).nullish(),
});
type ActiveReleaseSet = z.infer<typeof activeResponseSchema>;

/**
 * Fetches each channel's active release set from the registry on every document request, so a
 * promotion or rollback shows on the next page load; the last good answer covers registry outages.
 */
export function createReleaseSetSource(registryUrl: string, log: FastifyBaseLogger) {
  const lastGood = new Map<ChannelId, ActiveReleaseSet>();

  async function fetchActive(channel: ChannelId): Promise<ActiveReleaseSet> {
    try {
      const response = await fetch(`${registryUrl}/api/channels/${channel}/active`, { signal: AbortSignal.timeout(2000) });
      if (!response.ok) throw new Error(`registry answered ${response.status}`);
      const active = activeResponseSchema.parse(await response.json());
      lastGood.set(channel, active);
      return active;
    } catch (error) {
      const stale = lastGood.get(channel);
      log.error({ event: 'release-set-unavailable', channel, stale: Boolean(stale), err: error }, 'release set fetch failed');
      if (stale) return stale;
      throw error;
    }
  }

  /** The set this shopper gets: the canary for their bucket (0–99), else the active one. */
  return async function releaseSetFor(channel: ChannelId, bucket: number): Promise<InlineReleaseSet> {
    const active = await fetchActive(channel);
    const chosen = active.canary && bucket < active.canary.percentage ? active.canary.releaseSet : active;
    return { id: chosen.id, channel: chosen.channel, environment: chosen.environment, remotes: chosen.remotes };
  };
}
