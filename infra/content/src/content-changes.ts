import type { FastifyBaseLogger } from 'fastify';
import { createInvalidations, type SharedRedis } from '@shop/server-kit';
import type { ChannelId } from './config/channels';

/** Topic of the notices the content service sends when a space's published stories change. */
export const contentChangesTopic = 'content';

/** Counts a space's published changes; a shared cache entry stored under an older count is expired. */
export const publishedGenerationKey = (channel: string) => `content:generation:${channel}`;

export type ContentChanges = {
  /** Tells every gateway that `channel`'s published stories changed (after the write committed). */
  published(channel: ChannelId): Promise<void>;
  close(): Promise<void>;
};

/** Change notices of published content; without Redis there is no other instance to tell. */
export function createContentChanges(
  redis: SharedRedis | null,
  log?: FastifyBaseLogger,
): ContentChanges {
  if (!redis) return { published: async () => undefined, close: async () => undefined };
  const notices = createInvalidations(redis, contentChangesTopic, log);
  return {
    async published(channel) {
      try {
        await redis.client.incr(redis.key(publishedGenerationKey(channel)));
      } catch (error) {
        log?.error(
          { event: 'content-generation-failed', channel, reason: (error as Error).message },
          'shared gateway cache entries of this space expire by age only',
        );
      }
      await notices.publish(channel);
    },
    close: () => notices.close(),
  };
}
