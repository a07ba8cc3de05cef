import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Dialect } from '@shop/db';
import { badRequest, parseInput } from '@shop/server-kit';
import {
  flagInputSchema,
  importSchema,
  keySchema,
  nameSchema,
  ruleBasedSegmentInputSchema,
  segmentKeysSchema,
  treatmentSchema,
} from '../definitions/schema';
import { integerParam } from '../http/query';
import { requireAdminToken } from '../http/tokens';
import type { FlagStore } from '../store/flag-store';
import { importDefinitions } from '../store/import';
import type { Db } from '../store/rows';
import type { SegmentStore } from '../store/segment-store';
import type { TelemetryStore } from '../store/telemetry-store';

type Options = {
  adminToken: string;
  db: Db;
  dialect: Dialect;
  flags: FlagStore;
  segments: SegmentStore;
  telemetry: TelemetryStore;
  /** Called after every admin write, before the answer leaves, so SDK reads see it at once. */
  onChange: (succeeded: boolean) => void;
};
type Query = Record<string, unknown>;

const killSchema = z.object({ defaultTreatment: treatmentSchema.optional() }).nullish();
const segmentPutSchema = z.object({
  keys: segmentKeysSchema,
  kind: z.enum(['standard', 'large']).optional(),
});
const segmentChangeSchema = z.object({
  add: segmentKeysSchema.default([]),
  remove: segmentKeysSchema.default([]),
});

/** Admin API: flags, segments and rule-based segments, imports, and what SDKs reported. Bearer FLAGS_ADMIN_TOKEN. */
export async function adminRoutes(app: FastifyInstance, options: Options) {
  const { adminToken, flags, segments, telemetry } = options;
  app.addHook('onRequest', async (request) => requireAdminToken(request, adminToken));
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET') options.onChange(reply.statusCode < 400);
    return payload;
  });

  const nameParam = (params: unknown) =>
    parseInput(nameSchema, (params as { name: string }).name, 'name');
  /** The path names the item; a body may repeat the name but must not contradict it. */
  const withName = (body: unknown, name: string) => {
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw badRequest('body: must be a JSON object');
    const given = (body as { name?: unknown }).name;
    if (given !== undefined && given !== name)
      throw badRequest(`name: the body says "${String(given)}" but the path says "${name}"`);
    return { ...body, name };
  };
  const log = (event: string, fields: Record<string, unknown>) =>
    app.log.info({ event, ...fields }, event);

  app.get('/flags', async () => ({ flags: await flags.listFlags() }));
  app.get('/flags/:name', async (request) => flags.getFlag(nameParam(request.params)));
  app.post('/flags', async (request, reply) => {
    const { flag } = await flags.putFlag(
      parseInput(flagInputSchema, request.body, 'flag'),
      'create',
    );
    log('flag-created', { flag: flag.name, changeNumber: flag.changeNumber });
    return reply.status(201).send(flag);
  });
  app.put('/flags/:name', async (request, reply) => {
    const name = nameParam(request.params);
    const { flag, created } = await flags.putFlag(
      parseInput(flagInputSchema, withName(request.body, name), 'flag'),
    );
    log(created ? 'flag-created' : 'flag-changed', { flag: name, changeNumber: flag.changeNumber });
    return reply.status(created ? 201 : 200).send(flag);
  });
  app.post('/flags/:name/kill', async (request) => {
    const body = parseInput(killSchema, request.body ?? null, 'kill');
    const flag = await flags.killFlag(nameParam(request.params), body?.defaultTreatment);
    log('flag-killed', {
      flag: flag.name,
      defaultTreatment: flag.defaultTreatment,
      changeNumber: flag.changeNumber,
    });
    return flag;
  });
  app.post('/flags/:name/archive', async (request) => {
    const flag = await flags.archiveFlag(nameParam(request.params));
    log('flag-archived', { flag: flag.name, changeNumber: flag.changeNumber });
    return flag;
  });
  app.post('/flags/:name/restore', async (request) => {
    const flag = await flags.restoreFlag(nameParam(request.params));
    log('flag-restored', { flag: flag.name, changeNumber: flag.changeNumber });
    return flag;
  });

  app.get('/segments', async () => ({ segments: await segments.listSegments() }));
  app.get('/segments/:name', async (request) => segments.getSegment(nameParam(request.params)));
  app.put('/segments/:name', async (request) => {
    const name = nameParam(request.params);
    const body = parseInput(segmentPutSchema, request.body, 'segment');
    const segment = await segments.putSegment(name, body.keys, body.kind);
    log('segment-changed', {
      segment: name,
      keys: segment.keys,
      changeNumber: segment.changeNumber,
    });
    return segment;
  });
  app.post('/segments/:name/keys', async (request) => {
    const name = nameParam(request.params);
    const body = parseInput(segmentChangeSchema, request.body, 'segment change');
    const segment = await segments.changeSegment(name, body.add, body.remove);
    log('segment-changed', {
      segment: name,
      keys: segment.keys,
      changeNumber: segment.changeNumber,
    });
    return segment;
  });
  app.post('/segments/:name/archive', async (request) => {
    const segment = await segments.archiveSegment(nameParam(request.params));
    log('segment-archived', { segment: segment.name, changeNumber: segment.changeNumber });
    return segment;
  });
  app.post('/segments/:name/restore', async (request) => {
    const segment = await segments.restoreSegment(nameParam(request.params));
    log('segment-restored', { segment: segment.name, changeNumber: segment.changeNumber });
    return segment;
  });

  app.get('/rule-based-segments', async () => ({
    ruleBasedSegments: await flags.listRuleBasedSegments(),
  }));
  app.get('/rule-based-segments/:name', async (request) =>
    flags.getRuleBasedSegment(nameParam(request.params)),
  );
  app.put('/rule-based-segments/:name', async (request, reply) => {
    const name = nameParam(request.params);
    const input = parseInput(
      ruleBasedSegmentInputSchema,
      withName(request.body, name),
      'rule-based segment',
    );
    const { segment, created } = await flags.putRuleBasedSegment(input);
    log('rule-based-segment-changed', { segment: name, changeNumber: segment.changeNumber });
    return reply.status(created ? 201 : 200).send(segment);
  });
  app.post('/rule-based-segments/:name/archive', async (request) =>
    flags.archiveRuleBasedSegment(nameParam(request.params)),
  );
  app.post('/rule-based-segments/:name/restore', async (request) =>
    flags.restoreRuleBasedSegment(nameParam(request.params)),
  );

  app.post('/import', { bodyLimit: 32 * 1024 * 1024 }, async (request) => {
    const input = parseInput(importSchema, request.body, 'import');
    const summary = await importDefinitions(options.db, options.dialect, input);
    log('flags-imported', summary);
    return summary;
  });

  const limit = (query: Query) => {
    const value = integerParam(query, 'limit', 100);
    if (value < 1 || value > 1000) throw badRequest('limit: must be between 1 and 1000');
    return value;
  };
  const text = (query: Query, name: string) => {
    const value = query[name];
    if (value === undefined) return undefined;
    return parseInput(keySchema, value, name);
  };
  const listQuery = (query: Query) => ({
    limit: limit(query),
    feature: text(query, 'feature'),
    key: text(query, 'key'),
    eventTypeId: text(query, 'eventTypeId'),
    afterId: integerParam(query, 'before', 0) || undefined,
  });
  app.get('/impressions', async (request) => ({
    impressions: await telemetry.listImpressions(listQuery(request.query as Query)),
  }));
  app.get('/impression-counts', async (request) => ({
    impressionCounts: await telemetry.listImpressionCounts(listQuery(request.query as Query)),
  }));
  app.get('/events', async (request) => ({
    events: await telemetry.listEvents(listQuery(request.query as Query)),
  }));
  app.get('/telemetry', async (request) => ({
    telemetry: await telemetry.listTelemetry(limit(request.query as Query)),
  }));
}
