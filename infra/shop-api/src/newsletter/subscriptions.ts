import type { Kysely } from 'kysely';
import type { ShopSchema } from '../db/schema';

/** Newsletter subscriptions per brand channel, with the double opt-in evidence (when, from which IP). */
export function createSubscriptionStore(db: Kysely<ShopSchema>, now: () => number) {
  return {
    find(channel: string, email: string) {
      return db
        .selectFrom('shop_newsletter')
        .selectAll()
        .where('channel', '=', channel)
        .where('email', '=', email)
        .executeTakeFirst();
    },

    /** Records (or refreshes) a pending subscription; a confirmed one is left as it is. */
    async requestPending(input: {
      channel: string;
      country: string;
      email: string;
      locale: string;
      ip: string;
    }): Promise<void> {
      await db
        .insertInto('shop_newsletter')
        .values({
          channel: input.channel,
          country: input.country,
          email: input.email,
          locale: input.locale,
          status: 'pending',
          requested_at: now(),
          request_ip: input.ip,
          confirmed_at: null,
          confirm_ip: null,
        })
        .onConflict((conflict) =>
          conflict
            .columns(['channel', 'email'])
            .doUpdateSet({
              country: input.country,
              locale: input.locale,
              requested_at: now(),
              request_ip: input.ip,
            })
            .where('shop_newsletter.status', '=', 'pending'),
        )
        .execute();
    },

    async confirm(channel: string, email: string, ip: string): Promise<boolean> {
      const result = await db
        .updateTable('shop_newsletter')
        .set({ status: 'confirmed', confirmed_at: now(), confirm_ip: ip })
        .where('channel', '=', channel)
        .where('email', '=', email)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
export type SubscriptionStore = ReturnType<typeof createSubscriptionStore>;
