import crypto from 'node:crypto';
import { HttpError, type SharedRedis } from '@shop/server-kit';

/** Requests per second per token, as Storyblok documents for the Content Delivery API. */
export type RateLimits = {
  cached: number;
  single: number;
  upTo25: number;
  upTo50: number;
  upTo75: number;
  upTo100: number;
};

export const storyblokRateLimits: RateLimits = {
  cached: 1000,
  single: 50,
  upTo25: 50,
  upTo50: 15,
  upTo75: 10,
  upTo100: 6,
};

type Tier = keyof RateLimits;

const tierNames: Record<Tier, string> = {
  cached: 'cached requests (with cv)',
  single: 'single stories',
  upTo25: 'listings of up to 25 entries',
  upTo50: 'listings of 26 to 50 entries',
  upTo75: 'listings of 51 to 75 entries',
  upTo100: 'listings of more than 75 entries',
};

/** Which limit a request counts against: a request carrying `cv` is a CDN cache hit in Storyblok's terms. */
export function tierOf(
  kind: 'single' | 'listing',
  query: { cv?: string; version?: string; per_page?: string },
): Tier {
  if (query.cv && query.version !== 'draft') return 'cached';
  if (kind === 'single') return 'single';
  const perPage = Number(query.per_page ?? 25) || 25;
  if (perPage <= 25) return 'upTo25';
  if (perPage <= 50) return 'upTo50';
  if (perPage <= 75) return 'upTo75';
  return 'upTo100';
}

/** Counts one request of a token against its tier's budget for this second; rejects with 429 over it. */
export type CdnRateLimit = (token: string, tier: Tier) => Promise<void>;

function tooManyRequests(limits: RateLimits, tier: Tier): HttpError {
  return new HttpError(
    429,
    `Rate limit exceeded: at most ${limits[tier]} requests per second for ${tierNames[tier]} with this token. Retry after a moment.`,
    {
      code: 'rate-limit-exceeded',
      headers: { 'retry-after': '1' },
    },
  );
}

/** Fixed one-second windows per token and tier. In-process: one limiter per service instance. */
export function createRateLimiter(limits: RateLimits, now: () => number = Date.now): CdnRateLimit {
  const windows = new Map<string, { second: number; count: number }>();
  return async (token, tier) => {
    const second = Math.floor(now() / 1000);
    const key = `${token}:${tier}`;
    const window = windows.get(key);
    if (!window || window.second !== second) {
      if (windows.size > 10_000) windows.clear();
      windows.set(key, { second, count: 1 });
      return;
    }
    window.count += 1;
    if (window.count > limits[tier]) throw tooManyRequests(limits, tier);
  };
}

/**
 * The same fixed one-second windows, counted in Redis (REDIS_URL) so every instance shares a
 * token's budget. Tokens are hashed: Redis holds none in clear text.
 */
export function createRedisRateLimiter(
  redis: SharedRedis,
  limits: RateLimits,
  now: () => number = Date.now,
): CdnRateLimit {
  return async (token, tier) => {
    const second = Math.floor(now() / 1000);
    const tokenHash = crypto.createHash('sha256').update(token).digest('hex');
    const key = redis.key(`cdn-rate:${tokenHash}:${tier}:${second}`);
    // One transaction, so no counter outlives its second without an expiry.
    const replies = await redis.client.multi().incr(key).expire(key, 2).exec();
    const [error, count] = replies?.[0] ?? [new Error('Redis discarded the rate-limit count')];
    if (error) throw error;
    if (Number(count) > limits[tier]) throw tooManyRequests(limits, tier);
  };
}
