import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The Redis a service shares with its other instances (REDIS_URL), or none: without it every
 * service keeps its counters and caches in its own process, as on one machine.
 */
export type SharedRedis = {
  client: Redis;
  /** Prefix of every key and channel, so several shops (or test runs) can share one Redis. */
  prefix: string;
  key(name: string): string;
  /** A second connection in subscriber mode (a subscribed connection can send nothing else). */
  subscriber(): Redis;
  close(): Promise<void>;
};

type RedisEnv = { REDIS_URL?: string; REDIS_PREFIX?: string };

/** Opens REDIS_URL (`redis://` or `rediss://`); null when it is unset. */
export function openSharedRedis(env: RedisEnv = process.env, log?: FastifyBaseLogger) {
  const url = env.REDIS_URL?.trim();
  if (!url) return null;
  if (!/^rediss?:\/\//.test(url))
    throw new Error(
      `REDIS_URL must start with redis:// or rediss://, got "${url.split(':')[0]}:..."`,
    );
  return connectSharedRedis(url, env.REDIS_PREFIX ?? 'shop:', log);
}

export function connectSharedRedis(
  url: string,
  prefix: string,
  log?: FastifyBaseLogger,
): SharedRedis {
  const connections: Redis[] = [];
  const connect = (role: string) => {
    // A command waits at most a few retries for Redis to come back, then fails the request.
    const connection = new Redis(url, { maxRetriesPerRequest: 2, enableAutoPipelining: true });
    connection.on('error', (error: Error) =>
      log?.error({ event: 'redis-error', role, reason: error.message }, 'Redis connection failed'),
    );
    connections.push(connection);
    return connection;
  };
  const client = connect('commands');
  return {
    client,
    prefix,
    key: (name) => `${prefix}${name}`,
    subscriber: () => connect('subscriber'),
    async close() {
      await Promise.all(connections.map((connection) => connection.quit().catch(() => undefined)));
    },
  };
}

export type Invalidations = {
  /** Tells every instance, this one included, that what `message` names has changed. */
  publish(message: string): Promise<void>;
  onMessage(handler: (message: string) => void): void;
  close(): Promise<void>;
};

/**
 * Change notices on one topic (a publish, a promotion, a flag change). With Redis they reach every
 * instance through pub/sub; without it only this process's own handlers hear them.
 */
export function createInvalidations(
  redis: SharedRedis | null,
  topic: string,
  log?: FastifyBaseLogger,
): Invalidations {
  const handlers: Array<(message: string) => void> = [];
  const deliver = (message: string) => {
    for (const handler of handlers) handler(message);
  };
  if (!redis) {
    return {
      publish: async (message) => deliver(message),
      onMessage: (handler) => void handlers.push(handler),
      close: async () => undefined,
    };
  }
  const channel = redis.key(`invalidate:${topic}`);
  const subscriber = redis.subscriber();
  const subscribed = subscriber.subscribe(channel).catch((error: Error) => {
    log?.error(
      { event: 'redis-subscribe-failed', topic, reason: error.message },
      'change notices from other instances will not arrive',
    );
  });
  subscriber.on('message', (from: string, message: string) => {
    if (from === channel) deliver(message);
  });
  return {
    async publish(message) {
      await subscribed;
      try {
        await redis.client.publish(channel, message);
      } catch (error) {
        // The other instances catch up when their entries expire; this one changes at once.
        log?.error(
          { event: 'redis-publish-failed', topic, reason: (error as Error).message },
          'change notice not sent to other instances',
        );
        deliver(message);
      }
    },
    onMessage: (handler) => void handlers.push(handler),
    close: async () => {
      await subscriber.quit().catch(() => undefined);
    },
  };
}
