import type { Kysely, Selectable } from 'kysely';
import type { ShopSchema, TokenPurpose, TokenTable } from '../db/schema';
import { randomToken, sha256Hex } from './crypto';

export type TokenRow = Selectable<TokenTable>;

/** Single-use, expiring tokens for mailed links. Only their sha256 is stored. */
export function createTokenStore(db: Kysely<ShopSchema>, now: () => number) {
  return {
    async issue(input: {
      purpose: TokenPurpose;
      channel: string;
      customerId?: number | null;
      subject?: string | null;
      ttlMs: number;
    }): Promise<string> {
      const token = randomToken();
      const time = now();
      await db
        .insertInto('shop_token')
        .values({
          id_hash: sha256Hex(token),
          purpose: input.purpose,
          channel: input.channel,
          customer_id: input.customerId ?? null,
          subject: input.subject ?? null,
          created_at: time,
          expires_at: time + input.ttlMs,
          used_at: null,
        })
        .execute();
      return token;
    },

    /** The token while it can still be used, without using it; null when unknown, expired or used. */
    async findUsable(purpose: TokenPurpose, token: string): Promise<TokenRow | null> {
      return (
        (await db
          .selectFrom('shop_token')
          .selectAll()
          .where('id_hash', '=', sha256Hex(token))
          .where('purpose', '=', purpose)
          .where('used_at', 'is', null)
          .where('expires_at', '>', now())
          .executeTakeFirst()) ?? null
      );
    },

    /** Marks the token used and returns it; null when unknown, expired or used already (race-safe). */
    async consume(purpose: TokenPurpose, token: string): Promise<TokenRow | null> {
      const time = now();
      const idHash = sha256Hex(token);
      const result = await db
        .updateTable('shop_token')
        .set({ used_at: time })
        .where('id_hash', '=', idHash)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .where('expires_at', '>', time)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return null;
      return (
        (await db
          .selectFrom('shop_token')
          .selectAll()
          .where('id_hash', '=', idHash)
          .executeTakeFirst()) ?? null
      );
    },

    async revokeAll(customerId: number, purpose: TokenPurpose): Promise<void> {
      await db
        .updateTable('shop_token')
        .set({ used_at: now() })
        .where('customer_id', '=', customerId)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .execute();
    },

    async deleteExpired(): Promise<void> {
      await db.deleteFrom('shop_token').where('expires_at', '<=', now()).execute();
    },
  };
}
export type TokenStore = ReturnType<typeof createTokenStore>;
