import type { FastifyBaseLogger } from 'fastify';
import { SwrCache, type Invalidations } from '@shop/server-kit';

/** How long the edge keeps the gateway's answers; `freshMs: 0` asks the gateway on every request. */
export type ContentCacheOptions = {
  /** Served without asking the gateway while younger than this. */
  freshMs: number;
  /** After fresh: served at once while one refresh runs, for this long. */
  staleWhileRevalidateMs: number;
  /** After fresh: how long a request waits for the refresh before it gets the stale copy. */
  revalidateWaitMs: number;
  /** When the gateway fails, the last good answer is served up to this age. */
  staleIfErrorMs: number;
  maxEntries: number;
  /** The cache's clock; tests move it instead of waiting. */
  now?: () => number;
};

/** Every request asks the gateway; only the last good answer is kept for when it fails. */
export const uncachedContent: ContentCacheOptions = {
  freshMs: 0,
  staleWhileRevalidateMs: 0,
  revalidateWaitMs: 0,
  staleIfErrorMs: 24 * 60 * 60 * 1000,
  maxEntries: 1000,
};

const nonNegative = (value: string | undefined, fallback: number, name: string): number => {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0)
    throw new Error(`${name} must be a non-negative number, got "${value}"`);
  return parsed;
};

/**
 * The edge's content cache from the environment: off unless EDGE_CONTENT_FRESH_MS is set (pages
 * then stay fresh that long, are served stale while one refresh runs for EDGE_CONTENT_SWR_MS,
 * 60 s), and for up to EDGE_CONTENT_STALE_IF_ERROR_MS (24 h) while the gateway fails.
 */
export function contentCacheOptionsFromEnv(env: NodeJS.ProcessEnv): ContentCacheOptions {
  const freshMs = nonNegative(env.EDGE_CONTENT_FRESH_MS, 0, 'EDGE_CONTENT_FRESH_MS');
  // Off: a stale copy must not be served ahead of the gateway's own answer.
  if (freshMs === 0) return uncachedContent;
  return {
    freshMs,
    staleWhileRevalidateMs: nonNegative(env.EDGE_CONTENT_SWR_MS, 60_000, 'EDGE_CONTENT_SWR_MS'),
    revalidateWaitMs: nonNegative(
      env.EDGE_CONTENT_REVALIDATE_WAIT_MS,
      0,
      'EDGE_CONTENT_REVALIDATE_WAIT_MS',
    ),
    staleIfErrorMs: nonNegative(
      env.EDGE_CONTENT_STALE_IF_ERROR_MS,
      24 * 60 * 60 * 1000,
      'EDGE_CONTENT_STALE_IF_ERROR_MS',
    ),
    maxEntries: nonNegative(env.EDGE_CONTENT_MAX_ENTRIES, 5000, 'EDGE_CONTENT_MAX_ENTRIES'),
  };
}

/** A cache of the edge's content answers (stories or global configurations), keyed `<channel> <…>`. */
export type ContentCache<T> = SwrCache<T>;

const channelOf = (key: string) => key.split(' ', 1)[0];

/** The edge's cache of the gateway's answers; a `content` change notice expires its channel's entries. */
export function createContentCache<T>(
  options: ContentCacheOptions,
  log?: FastifyBaseLogger,
  changes?: Invalidations | null,
): ContentCache<T> {
  const cache = new SwrCache<T>({
    ...options,
    // A refresh that runs behind a stale answer fails after its request is gone: reported here.
    onRefreshFailed: (key, error) =>
      log?.warn(
        { event: 'edge-content-refresh-failed', key, reason: (error as Error).message },
        'refreshing content from the gateway failed',
      ),
  });
  // A story shows up in other stories and the navigation: the whole channel expires, kept for stale-if-error.
  changes?.onMessage((channel) => cache.expire((key) => channelOf(key) === channel));
  return cache;
}

/** A cache key of `channel`; the channel comes first so a change notice finds its entries. */
export const contentCacheKey = (channel: string, ...parts: string[]) =>
  [channel, ...parts].join(' ');
