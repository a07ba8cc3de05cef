import type { Kysely, Selectable } from 'kysely';
import type { CustomerTable, ShopSchema } from '../db/schema';
import type { ShopApiConfig } from '../config/config';
import { randomToken, sha256Hex } from './crypto';

export type Customer = Selectable<CustomerTable>;
export type ActiveSession = {
  customer: Customer;
  idleExpiresAt: number;
  lastSeenAt: number;
  absoluteExpiresAt: number;
};

/**
 * Server-side sessions. The cookie carries a 256-bit random id; the table keeps only its sha256,
 * so a leaked table does not hand out live sessions.
 */
export function createSessionStore(
  db: Kysely<ShopSchema>,
  config: ShopApiConfig['session'],
  now: () => number,
) {
  return {
    /** The logged-in customer behind a session id, or null (unknown, expired, other channel). */
    async find(sessionId: string, channel: string): Promise<ActiveSession | null> {
      const time = now();
      const row = await db
        .selectFrom('shop_session as s')
        .innerJoin('shop_customer as c', 'c.id', 's.customer_id')
        .selectAll('c')
        .select(['s.idle_expires_at', 's.absolute_expires_at', 's.last_seen_at'])
        .where('s.id_hash', '=', sha256Hex(sessionId))
        .where('s.channel', '=', channel)
        .where('s.idle_expires_at', '>', time)
        .where('s.absolute_expires_at', '>', time)
        .executeTakeFirst();
      if (!row) return null;
      const { idle_expires_at, absolute_expires_at, last_seen_at, ...customer } = row;
      return {
        customer,
        idleExpiresAt: idle_expires_at,
        absoluteExpiresAt: absolute_expires_at,
        lastSeenAt: last_seen_at,
      };
    },

    /** Starts a session with a new id (never reusing the visitor's previous one) and ends the old one. */
    async start(
      customerId: number,
      channel: string,
      previousId?: string,
    ): Promise<{ id: string; maxAgeSeconds: number }> {
      const time = now();
      const id = randomToken();
      const idleExpiresAt = Math.min(time + config.idleMs, time + config.absoluteMs);
      await db.transaction().execute(async (trx) => {
        if (previousId)
          await trx
            .deleteFrom('shop_session')
            .where('id_hash', '=', sha256Hex(previousId))
            .execute();
        await trx
          .insertInto('shop_session')
          .values({
            id_hash: sha256Hex(id),
            customer_id: customerId,
            channel,
            created_at: time,
            last_seen_at: time,
            idle_expires_at: idleExpiresAt,
            absolute_expires_at: time + config.absoluteMs,
          })
          .execute();
      });
      return { id, maxAgeSeconds: (idleExpiresAt - time) / 1000 };
    },

    /**
     * Slides the idle expiry forward. Writes at most every few minutes per session, so busy pages
     * do not turn every read into a write. Returns the new cookie lifetime when it moved.
     */
    async touch(sessionId: string, session: ActiveSession): Promise<number | null> {
      const time = now();
      if (time - session.lastSeenAt < config.touchAfterMs) return null;
      const idleExpiresAt = Math.min(time + config.idleMs, session.absoluteExpiresAt);
      await db
        .updateTable('shop_session')
        .set({ last_seen_at: time, idle_expires_at: idleExpiresAt })
        .where('id_hash', '=', sha256Hex(sessionId))
        .execute();
      return (idleExpiresAt - time) / 1000;
    },

    async end(sessionId: string): Promise<void> {
      await db.deleteFrom('shop_session').where('id_hash', '=', sha256Hex(sessionId)).execute();
    },

    async endAllFor(customerId: number): Promise<void> {
      await db.deleteFrom('shop_session').where('customer_id', '=', customerId).execute();
    },

    async deleteExpired(): Promise<void> {
      const time = now();
      await db
        .deleteFrom('shop_session')
        .where((eb) =>
          eb.or([eb('idle_expires_at', '<=', time), eb('absolute_expires_at', '<=', time)]),
        )
        .execute();
    },
  };
}
export type SessionStore = ReturnType<typeof createSessionStore>;
