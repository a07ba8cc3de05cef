import type { FastifyInstance } from 'fastify';
import { createServer, type SharedRedis } from '@shop/server-kit';
import { createTokenRegistry } from './cdn/auth';
import { registerCdnRoutes } from './cdn/cdn-routes';
import {
  createRateLimiter,
  createRedisRateLimiter,
  storyblokRateLimits,
  type RateLimits,
} from './cdn/rate-limit';
import type { ContentTokens } from './config/tokens';
import { createContentChanges } from './content-changes';
import { registerManagementRoutes } from './management/management-routes';
import type { ContentDb } from './store/spaces';

export type ContentServiceOptions = {
  db: ContentDb;
  tokens: ContentTokens;
  /** Per-token limits; Storyblok's documented ones by default. */
  rateLimits?: Partial<RateLimits>;
  /** Shared with the other instances: the CDN rate limits count there, and the gateways hear of published changes. */
  redis?: SharedRedis | null;
  logLevel?: string;
  /** The rate limits' clock; tests hold it still so a burst never straddles two seconds. */
  now?: () => number;
};

/** The Storyblok-compatible content service: CDN API v2 under /v2/cdn, management API under /v1. */
export function createContentService(options: ContentServiceOptions): FastifyInstance {
  const app = createServer({ name: 'content', logLevel: options.logLevel });
  const limits = { ...storyblokRateLimits, ...options.rateLimits };
  const limit = options.redis
    ? createRedisRateLimiter(options.redis, limits, options.now)
    : createRateLimiter(limits, options.now);
  registerCdnRoutes(app, { db: options.db, tokens: createTokenRegistry(options.tokens), limit });
  const changes = createContentChanges(options.redis ?? null, app.log);
  app.addHook('onClose', () => changes.close());
  registerManagementRoutes(app, {
    db: options.db,
    managementToken: options.tokens.management,
    published: changes.published,
  });
  app.get('/health', async () => ({ status: 'ok' }));
  return app;
}
