import type { Kysely } from 'kysely';
import type { ContactMessageTable, ShopSchema } from '../db/schema';
import { newReference } from '../vouchers/codes';

/** Contact messages as they arrived, with the sender's IP (kept for abuse handling). */
export function createContactStore(db: Kysely<ShopSchema>, now: () => number) {
  return {
    async store(input: Omit<ContactMessageTable, 'id' | 'reference' | 'created_at'>) {
      for (let attempt = 0; ; attempt += 1) {
        try {
          return await db
            .insertInto('shop_contact_message')
            .values({ ...input, reference: newReference('CM'), created_at: now() })
            .returningAll()
            .executeTakeFirstOrThrow();
        } catch (error) {
          const duplicate = /unique|duplicate/i.test(
            error instanceof Error ? error.message : String(error),
          );
          if (attempt >= 3 || !duplicate) throw error;
        }
      }
    },
  };
}
