import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { HttpError, type SharedRedis } from '@shop/server-kit';

export type IngestLimits = {
  /** Impressions, counts or events in one request. */
  maxEntries: number;
  /** Bytes of one request body. */
  maxBytes: number;
  /** Ingest requests per minute from one address. */
  perIpPerMinute: number;
  /** Ingest requests per minute with one SDK key, from all addresses together. */
  perKeyPerMinute: number;
};

// A browser flushes a few dozen impressions a minute; a server SDK batches more, but far below this.
export const defaultIngestLimits: IngestLimits = {
  maxEntries: 5_000,
  maxBytes: 1024 * 1024,
  perIpPerMinute: 120,
  perKeyPerMinute: 20_000,
};

const minute = 60_000;

/** Entries of an ingest body: impressions are grouped per flag (`{ f, i: [...] }`), the rest are lists. */
export function countEntries(payload: unknown): number {
  if (Array.isArray(payload)) {
    return payload.reduce<number>((sum, item) => {
      const grouped = (item as { i?: unknown } | null)?.i;
      return sum + (Array.isArray(grouped) ? grouped.length : 1);
    }, 0);
  }
  const counts = (payload as { pf?: unknown } | null)?.pf;
  if (Array.isArray(counts)) return counts.length;
  const keys = (payload as { keys?: unknown } | null)?.keys;
  return Array.isArray(keys) ? keys.length : 1;
}

/** 413 with the error shape when one request carries more entries than the cap. */
export function requireFewEntries(payload: unknown, limits: IngestLimits): void {
  const entries = countEntries(payload);
  if (entries > limits.maxEntries) {
    throw new HttpError(
      413,
      `One request may carry at most ${limits.maxEntries} entries; this one has ${entries}. Send them in smaller batches.`,
      { code: 'too-many-entries' },
    );
  }
}

/**
 * Per-address limit of the ingest routes (the edge's X-Forwarded-For when the proxy is trusted),
 * so one client cannot flood the store. With a shared Redis all instances count together.
 */
export async function registerIngestRateLimit(
  app: FastifyInstance,
  limits: IngestLimits,
  redis?: SharedRedis | null,
): Promise<void> {
  await app.register(rateLimit, {
    max: limits.perIpPerMinute,
    timeWindow: minute,
    keyGenerator: (request: FastifyRequest) => `ip:${request.ip}`,
    ...(redis && { redis: redis.client, nameSpace: redis.key('flags:ingest-ip:') }),
    // An HttpError, so the error handler answers with the shop's one error shape.
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        `Too many telemetry requests from this address; try again in ${Math.ceil(context.ttl / 1000)} s.`,
        { code: 'too-many-requests' },
      ),
  });
}

/**
 * Per-key limit over all addresses, so a leaked public key cannot flood the store either. Only
 * keys already checked are counted, so unknown tokens cannot grow the table.
 */
export function createKeyQuota(limits: IngestLimits, now: () => number = Date.now): KeyQuota {
  const windows = new Map<string, { start: number; count: number }>();
  return (key: string): void => {
    const time = now();
    const current = windows.get(key);
    if (!current || time - current.start >= minute) {
      windows.set(key, { start: time, count: 1 });
      return;
    }
    current.count += 1;
    if (current.count > limits.perKeyPerMinute)
      throw tooManyWithKey(Math.ceil((current.start + minute - time) / 1000));
  };
}

/** Counts one request with an SDK key; throws 429 past the key's requests per minute. */
export type KeyQuota = (key: string) => void | Promise<void>;

function tooManyWithKey(seconds: number): HttpError {
  return new HttpError(
    429,
    `Too many telemetry requests with this SDK key; try again in ${seconds} s.`,
    { code: 'too-many-requests', headers: { 'retry-after': String(seconds) } },
  );
}

// The first request of a key starts its minute, as in process; the reply is the count and the ms left.
const keyQuotaScript = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }
`;

/** The same per-key quota counted in Redis, so all instances share it; keys are stored hashed. */
export function createRedisKeyQuota(redis: SharedRedis, limits: IngestLimits): KeyQuota {
  return async (key) => {
    const hash = crypto.createHash('sha256').update(key).digest('hex');
    const [count, ttl] = (await redis.client.eval(
      keyQuotaScript,
      1,
      redis.key(`flags:ingest-key:${hash}`),
      minute,
    )) as [number, number];
    if (count > limits.perKeyPerMinute) throw tooManyWithKey(Math.max(1, Math.ceil(ttl / 1000)));
  };
}
