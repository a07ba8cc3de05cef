import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { remoteHealthPath, remoteHealthReportSchema, type Environment } from '@shop/contracts';
import { HttpError, notFound, parseInput, type SharedRedis } from '@shop/server-kit';
import { parseChannel } from '../params';
import { readActive, setsById } from '../release-queries';
import type { RegistryDb } from '../schema';
import type { CanaryGuard } from './guard';
import { judgeCandidate } from './judge';
import type { HealthPolicy } from './policy';
import { figuresKey, type HealthStore } from './store';

export type HealthRoutesOptions = {
  db: RegistryDb;
  health: HealthStore;
  guard: CanaryGuard;
  environment: Environment;
  policy: HealthPolicy;
  /** Reports one address may send per minute (the edge's X-Forwarded-For when trusted). */
  reportsPerIpPerMinute: number;
  now: () => number;
  /** With a shared Redis every instance counts the same reports. */
  redis?: SharedRedis | null;
};

/** Remote-health reports from shoppers' pages (public, rate-limited) and each channel's figures. */
export async function registerHealthRoutes(
  app: FastifyInstance,
  options: HealthRoutesOptions,
): Promise<void> {
  const { db, health, guard, environment, policy } = options;
  let prunedMinute = 0;

  await app.register(async (reports) => {
    await reports.register(rateLimit, {
      max: options.reportsPerIpPerMinute,
      timeWindow: 60_000,
      keyGenerator: (request) => `ip:${request.ip}`,
      ...(options.redis && {
        redis: options.redis.client,
        nameSpace: options.redis.key('registry:health-reports:'),
      }),
      errorResponseBuilder: (_request, context) =>
        new HttpError(
          429,
          `Too many health reports from this address; try again in ${Math.ceil(context.ttl / 1000)} s.`,
          { code: 'too-many-requests' },
        ),
    });
    reports.post(remoteHealthPath, { bodyLimit: 16 * 1024 }, async (request, reply) => {
      const report = parseInput(remoteHealthReportSchema, request.body, 'health report');
      const set = (await setsById(db, report.channel, environment, [report.releaseSetId])).get(
        report.releaseSetId,
      );
      if (!set)
        throw notFound(
          `Release set ${report.releaseSetId} is not one of ${report.channel}'s in ${environment}`,
          'unknown-release-set',
        );
      const now = options.now();
      await health.record(report, set, now);
      await guard.checkCanary(report.channel, set.id);
      const minute = Math.floor(now / 60_000);
      if (minute !== prunedMinute) {
        prunedMinute = minute;
        await health.prune(policy.windowMs, now);
      }
      return reply.status(204).send();
    });
  });

  app.get<{ Params: { channel: string } }>('/api/channels/:channel/health', async (request) => {
    const channel = parseChannel(request.params.channel);
    const { active, canary } = await readActive(db, channel, environment);
    const figures = await health.figures(channel, policy.windowMs, options.now());
    const figuresOf = (remotes: Record<string, { version: string } | undefined> = {}) =>
      Object.entries(remotes).flatMap(([remote, pinned]) =>
        pinned
          ? [
              figures.get(figuresKey(remote, pinned.version)) ?? {
                remote,
                version: pinned.version,
                pageLoads: 0,
                failures: 0,
              },
            ]
          : [],
      );
    return {
      channel,
      environment,
      policy,
      active: active ? { releaseSetId: active.id, remotes: figuresOf(active.remotes) } : null,
      canary: canary
        ? {
            releaseSetId: canary.releaseSet.id,
            percentage: canary.percentage,
            remotes: figuresOf(canary.releaseSet.remotes),
            verdicts: judgeCandidate(canary.releaseSet.remotes, active?.remotes, figures, policy),
          }
        : null,
    };
  });
}
