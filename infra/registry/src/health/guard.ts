import type { FastifyBaseLogger } from 'fastify';
import type { ChannelId, Environment } from '@shop/contracts';
import { readActive, type PinnedRemotes } from '../release-queries';
import type { ReleaseStore } from '../release-store';
import type { RegistryDb } from '../schema';
import { judgeCandidate } from './judge';
import type { HealthPolicy } from './policy';
import type { HealthStore } from './store';

/** The audit's actor for what the registry does on its own. */
export const systemActor = 'system';

type GuardOptions = {
  db: RegistryDb;
  releases: ReleaseStore;
  health: HealthStore;
  environment: Environment;
  policy: HealthPolicy;
  log: FastifyBaseLogger;
  now: () => number;
};

/** Stops unhealthy canaries and names the unhealthy versions a promotion would make live. */
export function createCanaryGuard(options: GuardOptions) {
  const { db, releases, health, environment, policy } = options;

  const figures = (channel: ChannelId) => health.figures(channel, policy.windowMs, options.now());

  /** After a report for `releaseSetId`: if it is the channel's canary and hurts shoppers, stop it (audited as the system). */
  async function checkCanary(channel: ChannelId, releaseSetId: number): Promise<void> {
    const { active, canary } = await readActive(db, channel, environment);
    if (!canary || canary.releaseSet.id !== releaseSetId) return;
    const verdicts = judgeCandidate(
      canary.releaseSet.remotes,
      active?.remotes,
      await figures(channel),
      policy,
    );
    if (verdicts.length === 0) return;
    const stopped = await releases.stopCanary(
      { channel, actor: systemActor, reason: `Stopped automatically: ${verdicts.join('; ')}` },
      releaseSetId,
    );
    if (stopped)
      options.log.warn(
        { event: 'canary-auto-stopped', channel, environment, releaseSetId, verdicts },
        'unhealthy canary stopped',
      );
  }

  /** Why promoting `pins` would hurt shoppers, judged on the figures of the window (empty: no objection). */
  async function promotionVerdicts(channel: ChannelId, pins: PinnedRemotes): Promise<string[]> {
    const { active } = await readActive(db, channel, environment);
    return judgeCandidate(pins, active?.remotes, await figures(channel), policy);
  }

  return { checkCanary, promotionVerdicts };
}

export type CanaryGuard = ReturnType<typeof createCanaryGuard>;
