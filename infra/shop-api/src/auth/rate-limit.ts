import type { Kysely } from 'kysely';
import type { ShopSchema } from '../db/schema';
import type { RateLimitRule } from '../config/config';
import { sha256Hex } from './crypto';

/** One recorded attempt, opaque to callers: they only hand it back to `forget`. */
export type AttemptId = string;

export type Admission =
  { admitted: true; ids: AttemptId[] } | { admitted: false; retryAfterSeconds: number };

/** Sliding-window counters per key; the SQL and the Redis implementation behave the same. */
export type RateLimiter = {
  /**
   * Records an attempt first and then counts only the attempts recorded before it, so a burst
   * of parallel requests gets exactly `rule.max` through, not every request that raced the check.
   * A refused attempt is removed again: waiting out the window always works.
   */
  admit(rule: RateLimitRule, keys: string[]): Promise<Admission>;
  /** Takes back attempts that should not count (a successful login). */
  forget(ids: AttemptId[]): Promise<void>;
  clear(key: string): Promise<void>;
  deleteOlderThan(ageMs: number): Promise<void>;
};

/** Seconds a refused visitor waits, at least one. */
export function retryAfterSeconds(waitMs: number): number {
  return Math.max(1, Math.ceil(waitMs / 1000));
}

/**
 * Sliding-window counters kept in the database, so every instance behind the load balancer sees
 * the same counts (without REDIS_URL). Keys are hashed: the table holds no addresses or IPs in clear text.
 */
export function createRateLimiter(db: Kysely<ShopSchema>, now: () => number): RateLimiter {
  async function forgetRows(ids: number[]): Promise<void> {
    if (ids.length > 0) await db.deleteFrom('shop_rate_event').where('id', 'in', ids).execute();
  }

  return {
    async admit(rule, keys) {
      const time = now();
      const ids: number[] = [];
      for (const key of keys) {
        const row = await db
          .insertInto('shop_rate_event')
          .values({ scope_hash: sha256Hex(key), created_at: time })
          .returning('id')
          .executeTakeFirstOrThrow();
        ids.push(row.id);
      }
      let waitMs = 0;
      for (const [index, key] of keys.entries()) {
        const earlier = await db
          .selectFrom('shop_rate_event')
          .select('created_at')
          .where('scope_hash', '=', sha256Hex(key))
          .where('created_at', '>', time - rule.windowMs)
          .where('id', '<', ids[index]!)
          .orderBy('created_at', 'desc')
          .limit(rule.max)
          .execute();
        const oldestCounted = earlier[rule.max - 1];
        if (oldestCounted)
          waitMs = Math.max(waitMs, oldestCounted.created_at + rule.windowMs - time);
      }
      if (waitMs <= 0) return { admitted: true, ids: ids.map(String) };
      await forgetRows(ids);
      return { admitted: false, retryAfterSeconds: retryAfterSeconds(waitMs) };
    },

    forget: (ids) => forgetRows(ids.map(Number)),

    async clear(key) {
      await db.deleteFrom('shop_rate_event').where('scope_hash', '=', sha256Hex(key)).execute();
    },

    async deleteOlderThan(ageMs) {
      await db
        .deleteFrom('shop_rate_event')
        .where('created_at', '<=', now() - ageMs)
        .execute();
    },
  };
}
