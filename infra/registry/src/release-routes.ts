import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  channelIds,
  remoteNames,
  remoteNameSchema,
  versionSchema,
  type ChannelId,
  type Environment,
  type RemoteName,
} from '@shop/contracts';
import { HttpError, notFound, parseInput } from '@shop/server-kit';
import type { ActorResolver } from './actors';
import { listAudit } from './audit';
import { parseChannel } from './params';
import { resolvePins, type CheckOptions } from './release-checks';
import { readActive, readHistory, readStatus, type PinnedRemotes } from './release-queries';
import type { RegistryDb } from './schema';
import type { ReleaseStore } from './release-store';

export type ReleaseRoutesOptions = CheckOptions & {
  db: RegistryDb;
  releases: ReleaseStore;
  environment: Environment;
  authorize: ActorResolver['authorize'];
  /** Why making `pins` live would hurt shoppers, from the canary health figures (empty: no objection). */
  promotionVerdicts: (channel: ChannelId, pins: PinnedRemotes) => Promise<string[]>;
};

const reason = z
  .string({ error: 'A reason is required: say why, for the audit trail' })
  .trim()
  .min(1, 'A reason is required: say why, for the audit trail');
const requestedRemote = z.strictObject({
  version: versionSchema,
  manifestUrl: z.string().min(1).optional(),
});
// A plain record checked key by key, so an unknown remote gets the contract's own message.
const remotes = z
  .record(z.string(), requestedRemote)
  .superRefine((value, ctx) => {
    for (const key of Object.keys(value)) {
      const known = remoteNameSchema.safeParse(key);
      if (!known.success)
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `Unknown remote "${key}"; use one of: ${remoteNames.join(', ')}`,
        });
    }
  })
  .refine(
    (value) => Object.keys(value).length > 0,
    'Name at least one remote, e.g. {"mf_navigation": {"version": "1.2.0"}}',
  )
  .transform((value) => value as Partial<Record<RemoteName, z.infer<typeof requestedRemote>>>);
const promoteBody = z.object({
  remotes,
  reason,
  override: z.boolean({ error: 'override must be true or false' }).optional(),
});
const rollbackBody = z.object({ reason, toId: z.number().int().positive().optional() });
const canaryBody = z.object({
  remotes,
  reason,
  percentage: z
    .number({ error: 'percentage must be a whole number from 1 to 99' })
    .int()
    .min(1)
    .max(99),
});
const stopBody = z.object({ reason: reason.optional() });
const historyQuery = z.object({ limit: z.coerce.number().int().min(1).optional() });
const auditQuery = z.object({
  limit: z.coerce.number().int().min(1).max(1000).default(200),
  channel: z.string().optional(),
});

type ChannelParams = { Params: { channel: string } };

/** Channel status, history and audit (public), and the audited writes (token required). */
export function registerReleaseRoutes(app: FastifyInstance, options: ReleaseRoutesOptions): void {
  const { db, releases, environment } = options;

  app.get('/api/channels', async () => ({
    environment,
    channels: await Promise.all(
      channelIds.map(async (channel) => {
        const { active, canary } = await readActive(db, channel, environment);
        return { channel, active, canary };
      }),
    ),
  }));

  app.get<ChannelParams>('/api/channels/:channel', async (request) =>
    readStatus(db, parseChannel(request.params.channel), environment),
  );

  app.get<ChannelParams>('/api/channels/:channel/active', async (request, reply) => {
    const channel = parseChannel(request.params.channel);
    const { active, canary, tag } = await readActive(db, channel, environment);
    if (!active)
      throw notFound(
        `${channel} has no active release set in ${environment}; promote one with: npm run release -- promote ${channel} mf_navigation@<version> --reason "..."`,
        'no-release-set',
      );
    // Revalidated on every use; the tag changes whenever the active set or canary does.
    reply.header('Cache-Control', 'no-cache').header('ETag', tag);
    if (request.headers['if-none-match'] === tag) return reply.status(304).send();
    return { ...active, canary };
  });

  app.get<ChannelParams>('/api/channels/:channel/history', async (request) => {
    const channel = parseChannel(request.params.channel);
    const { limit } = parseInput(historyQuery, request.query, 'query');
    const { active, canary } = await readActive(db, channel, environment);
    const entries = await readHistory(db, channel, environment, limit);
    return {
      channel,
      environment,
      activeId: active?.id ?? null,
      canaryId: canary?.releaseSet.id ?? null,
      entries,
    };
  });

  app.get('/api/audit', async (request) => {
    const { limit, channel } = parseInput(auditQuery, request.query, 'query');
    return {
      environment,
      entries: await listAudit(db, {
        environment,
        channel: channel ? parseChannel(channel) : undefined,
        limit,
      }),
    };
  });

  app.post<ChannelParams>('/api/channels/:channel/promote', async (request, reply) => {
    const { name: actor, permissions } = await options.authorize(request, 'release');
    const channel = parseChannel(request.params.channel);
    const body = parseInput(promoteBody, request.body, 'promotion');
    const pins = await resolvePins(body.remotes, options);
    const verdicts = await options.promotionVerdicts(channel, pins);
    if (verdicts.length > 0 && !(body.override && permissions.includes('override')))
      throw new HttpError(
        409,
        `${verdicts.join('; ')}. It is not promoted; ${
          body.override
            ? `${actor} is not an admin, and only an admin may override this`
            : 'an admin may promote it anyway with "override": true and a reason'
        }.`,
        { code: 'unhealthy' },
      );
    const reasonWithOverride =
      verdicts.length > 0
        ? `${body.reason} [health override by ${actor}: ${verdicts.join('; ')}]`
        : body.reason;
    const result = await releases.promote({ channel, actor, reason: reasonWithOverride, pins });
    request.log.info(
      {
        event: 'release-promoted',
        channel,
        environment,
        releaseSetId: result.releaseSet.id,
        actor,
        pins: Object.keys(pins),
      },
      'release set promoted',
    );
    return reply.status(201).send(result);
  });

  app.post<ChannelParams>('/api/channels/:channel/rollback', async (request, reply) => {
    const { name: actor } = await options.authorize(request, 'release');
    const channel = parseChannel(request.params.channel);
    const body = parseInput(rollbackBody, request.body ?? {}, 'rollback');
    const result = await releases.rollback({
      channel,
      actor,
      reason: body.reason,
      toId: body.toId,
    });
    request.log.info(
      {
        event: 'release-rolled-back',
        channel,
        environment,
        releaseSetId: result.releaseSet.id,
        to: result.releaseSet.sourceId,
        actor,
      },
      'release set rolled back',
    );
    return reply.status(201).send(result);
  });

  app.post<ChannelParams>('/api/channels/:channel/canary', async (request, reply) => {
    const { name: actor } = await options.authorize(request, 'release');
    const channel = parseChannel(request.params.channel);
    const body = parseInput(canaryBody, request.body, 'canary');
    const pins = await resolvePins(body.remotes, options);
    const result = await releases.startCanary({
      channel,
      actor,
      reason: body.reason,
      pins,
      percentage: body.percentage,
    });
    request.log.info(
      {
        event: 'canary-started',
        channel,
        environment,
        releaseSetId: result.releaseSet.id,
        percentage: body.percentage,
        actor,
      },
      'canary started',
    );
    return reply.status(201).send(result);
  });

  app.delete<ChannelParams>('/api/channels/:channel/canary', async (request) => {
    const { name: actor } = await options.authorize(request, 'release');
    const channel = parseChannel(request.params.channel);
    const body = parseInput(stopBody, request.body ?? request.query ?? {}, 'canary stop');
    const result = await releases.stopCanary({
      channel,
      actor,
      reason: body.reason ?? 'canary stopped',
    });
    request.log.info({ event: 'canary-stopped', channel, environment, actor }, 'canary stopped');
    return result;
  });
}
