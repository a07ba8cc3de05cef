import type { Kysely } from 'kysely';
import type { ShopSchema } from '../db/schema';
import type { RateLimitRule } from '../config/config';
import { sha256Hex } from './crypto';

/**
 * Sliding-window counters kept in the database, so every instance behind the load balancer sees
 * the same counts. Keys are hashed: the table holds no addresses or IPs in clear text.
 */
export function createRateLimiter(db: Kysely<ShopSchema>, now: () => number) {
  return {
    /** Seconds to wait if any key has reached `rule.max` events in the window, else null. */
    async retryAfter(rule: RateLimitRule, keys: string[]): Promise<number | null> {
      const time = now();
      let waitMs = 0;
      for (const key of keys) {
        const rows = await db
          .selectFrom('shop_rate_event')
          .select('created_at')
          .where('scope_hash', '=', sha256Hex(key))
          .where('created_at', '>', time - rule.windowMs)
          .orderBy('created_at', 'desc')
          .limit(rule.max)
          .execute();
        const oldestCounted = rows[rule.max - 1];
        if (oldestCounted) waitMs = Math.max(waitMs, oldestCounted.created_at + rule.windowMs - time);
      }
      return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : null;
    },

    async record(keys: string[]): Promise<void> {
      const time = now();
      await db
        .insertInto('shop_rate_event')
        .values(keys.map((key) => ({ scope_hash: sha256Hex(key), created_at: time })))
        .execute();
    },

    async clear(key: string): Promise<void> {
      await db.deleteFrom('shop_rate_event').where('scope_hash', '=', sha256Hex(key)).execute();
    },

    async deleteOlderThan(ageMs: number): Promise<void> {
      await db.deleteFrom('shop_rate_event').where('created_at', '<=', now() - ageMs).execute();
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
