import type { FastifyBaseLogger } from 'fastify';
import type { CacheEntry, SharedLevel, SharedRedis } from '@shop/server-kit';
import { publishedGenerationKey } from '../content-changes';

type Stored<T> = { value: T; storedAt: number; generation: string };

const maxTtlMs = 7 * 24 * 60 * 60 * 1000;

/** Keeps a Redis entry as long as any instance could still serve it, stale-if-error included. */
export const sharedTtlMs = (options: {
  freshMs: number;
  staleWhileRevalidateMs: number;
  staleIfErrorMs: number;
}) =>
  Math.round(
    Math.min(
      maxTtlMs,
      Math.max(
        1000,
        options.freshMs + Math.max(options.staleWhileRevalidateMs, options.staleIfErrorMs),
      ),
    ),
  );

function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Published gateway entries in Redis, so every instance (a new one too) can serve what another
 * loaded. An entry stored before its space's latest change reads as expired: reloaded, but kept
 * for stale-if-error.
 */
export function redisSharedLevel<T>(
  redis: SharedRedis,
  options: {
    ttlMs: number;
    /** The space a cache key belongs to (its published generation). */
    spaceOf: (key: string) => string;
    /** A slow Redis only costs this much before the request goes on without it. */
    waitMs: number;
    log: FastifyBaseLogger;
  },
): SharedLevel<T> {
  const entryKey = (key: string) => redis.key(`content:cache:${key}`);
  const generationKey = (key: string) => redis.key(publishedGenerationKey(options.spaceOf(key)));
  const failed = (action: string) => (error: Error) => {
    options.log.warn(
      { event: 'content-shared-cache-failed', action, reason: error.message },
      'shared content cache unavailable; using this instance alone',
    );
    return undefined;
  };

  return {
    async read(key) {
      const answer = await within(
        redis.client.mget(entryKey(key), generationKey(key)).catch(failed('read')),
        options.waitMs,
      );
      const [raw, generation] = answer ?? [];
      if (!raw) return undefined;
      try {
        const stored = JSON.parse(raw) as Stored<T>;
        const entry: CacheEntry<T> = { value: stored.value, storedAt: stored.storedAt };
        return stored.generation === (generation ?? '0') ? entry : { ...entry, expired: true };
      } catch {
        return undefined;
      }
    },
    loading(key) {
      // The generation before the load: a change while loading leaves the stored entry expired.
      const generation = redis.client
        .get(generationKey(key))
        .then((value) => value ?? '0')
        .catch(failed('generation'));
      return (entry) =>
        void generation.then((value) => {
          if (value === undefined) return;
          const stored: Stored<T> = {
            value: entry.value,
            storedAt: entry.storedAt,
            generation: value,
          };
          return redis.client
            .set(entryKey(key), JSON.stringify(stored), 'PX', options.ttlMs)
            .catch(failed('write'));
        });
    },
  };
}
