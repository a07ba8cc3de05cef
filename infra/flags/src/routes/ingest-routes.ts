import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { badRequest, parseInput, type SharedRedis } from '@shop/server-kit';
import { validateEvents } from '../events/event-rules';
import {
  impressionCountsSchema,
  impressionsSchema,
  metricsSchema,
  uniqueKeysClientSchema,
  uniqueKeysServerSchema,
} from '../events/impression-rules';
import {
  createKeyQuota,
  createRedisKeyQuota,
  defaultIngestLimits,
  registerIngestRateLimit,
  requireFewEntries,
  type IngestLimits,
} from '../http/ingest-limits';
import { bearerToken, requireSdkKey } from '../http/tokens';
import type { Source, TelemetryStore } from '../store/telemetry-store';

type Options = {
  sdkKeys: string[];
  telemetry: TelemetryStore;
  limits?: IngestLimits;
  /** With a shared Redis the address and key limits count over all instances. */
  redis?: SharedRedis | null;
};

type Sink = (payload: unknown, source: Source, request: FastifyRequest) => Promise<void>;

/**
 * The write side of Split's SDK protocol (`urls.events` and `urls.telemetry` point at this plugin's
 * prefix). Each bulk path has a `/beacon` twin that navigator.sendBeacon posts as text/plain with
 * the SDK key in the body's `token`.
 */
export async function ingestRoutes(
  app: FastifyInstance,
  { sdkKeys, telemetry, limits = defaultIngestLimits, redis }: Options,
) {
  const bodyLimit = limits.maxBytes;
  const admitKey = redis ? createRedisKeyQuota(redis, limits) : createKeyQuota(limits);
  await registerIngestRateLimit(app, limits, redis);
  const parsed =
    <T>(schema: ZodType<T>, what: string) =>
    (payload: unknown) =>
      parseInput(schema, payload, what);

  const sinks: Record<string, Sink> = {
    '/testImpressions': async (payload, source, request) => {
      const count = await telemetry.addImpressions(
        parsed(impressionsSchema, 'impressions')(payload),
        source,
      );
      request.log.debug({ event: 'impressions-received', count, via: source.via });
    },
    '/testImpressions/count': async (payload) => {
      await telemetry.addImpressionCounts(
        parsed(impressionCountsSchema, 'impression counts')(payload),
      );
    },
    '/events': async (payload, source, request) => {
      const count = await telemetry.addEvents(validateEvents(payload), source);
      request.log.debug({ event: 'events-received', count, via: source.via });
    },
    '/v1/keys/cs': async (payload, source) => {
      await telemetry.addTelemetry(
        'keys-cs',
        parsed(uniqueKeysClientSchema, 'unique keys')(payload),
        source.sdkVersion,
      );
    },
    '/v1/keys/ss': async (payload, source) => {
      await telemetry.addTelemetry(
        'keys-ss',
        parsed(uniqueKeysServerSchema, 'unique keys')(payload),
        source.sdkVersion,
      );
    },
    '/v1/metrics/usage': async (payload, source) => {
      await telemetry.addTelemetry(
        'metrics-usage',
        parsed(metricsSchema, 'usage metrics')(payload),
        source.sdkVersion,
      );
    },
    '/v1/metrics/config': async (payload, source) => {
      await telemetry.addTelemetry(
        'metrics-config',
        parsed(metricsSchema, 'config metrics')(payload),
        source.sdkVersion,
      );
    },
  };
  const bulkPaths: Record<string, string> = {
    '/testImpressions/bulk': '/testImpressions',
    '/testImpressions/count': '/testImpressions/count',
    '/events/bulk': '/events',
    '/v1/keys/cs': '/v1/keys/cs',
    '/v1/keys/ss': '/v1/keys/ss',
    '/v1/metrics/usage': '/v1/metrics/usage',
    '/v1/metrics/config': '/v1/metrics/config',
  };
  const beaconPaths = [
    '/testImpressions',
    '/events',
    '/testImpressions/count',
    '/v1/keys/cs',
    '/v1/metrics/usage',
  ];

  for (const [path, sink] of Object.entries(bulkPaths)) {
    // The key is checked before the body is read, so a stranger cannot make us parse megabytes.
    const onRequest = async (request: FastifyRequest) => {
      requireSdkKey(request, sdkKeys);
      await admitKey(bearerToken(request)!);
    };
    app.post(path, { bodyLimit, onRequest }, async (request, reply) => {
      requireFewEntries(request.body, limits);
      const sdkVersion = headerText(request.headers.splitsdkversion);
      await sinks[sink]!(request.body, { via: 'bulk', sdkVersion }, request);
      return reply.status(200).send();
    });
  }

  for (const path of beaconPaths) {
    app.post(`${path}/beacon`, { bodyLimit }, async (request, reply) => {
      const beacon = readBeacon(request.body);
      requireSdkKey(request, sdkKeys, beacon.token);
      await admitKey(beacon.token!);
      requireFewEntries(beacon.entries, limits);
      await sinks[path]!(beacon.entries, { via: 'beacon', sdkVersion: beacon.sdk }, request);
      return reply.status(200).send();
    });
  }
}

/** A beacon body: `{ entries, token, sdk, sim? }`, sent as text/plain by sendBeacon or as JSON by the fallback. */
function readBeacon(body: unknown): {
  entries: unknown;
  token: string | undefined;
  sdk: string | null;
} {
  let value = body;
  if (typeof body === 'string') {
    try {
      value = JSON.parse(body);
    } catch {
      throw badRequest('beacon: the body must be JSON text');
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw badRequest('beacon: the body must be an object');
  const { entries, token, sdk } = value as Record<string, unknown>;
  if (entries === undefined) throw badRequest('beacon: entries are missing');
  return {
    entries,
    token: typeof token === 'string' ? token : undefined,
    sdk: typeof sdk === 'string' ? sdk : null,
  };
}

function headerText(value: string | string[] | undefined): string | null {
  return typeof value === 'string' ? value.slice(0, 100) : null;
}
