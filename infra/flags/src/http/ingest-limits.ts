import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { HttpError } from '@shop/server-kit';

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
 * so one client cannot flood the store.
 */
export async function registerIngestRateLimit(
  app: FastifyInstance,
  limits: IngestLimits,
): Promise<void> {
  await app.register(rateLimit, {
    max: limits.perIpPerMinute,
    timeWindow: minute,
    keyGenerator: (request: FastifyRequest) => `ip:${request.ip}`,
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
export function createKeyQuota(limits: IngestLimits, now: () => number = Date.now) {
  const windows = new Map<string, { start: number; count: number }>();
  return (key: string): void => {
    const time = now();
    const current = windows.get(key);
    if (!current || time - current.start >= minute) {
      windows.set(key, { start: time, count: 1 });
      return;
    }
    current.count += 1;
    if (current.count > limits.perKeyPerMinute) {
      const seconds = Math.ceil((current.start + minute - time) / 1000);
      throw new HttpError(
        429,
        `Too many telemetry requests with this SDK key; try again in ${seconds} s.`,
        { code: 'too-many-requests', headers: { 'retry-after': String(seconds) } },
      );
    }
  };
}
