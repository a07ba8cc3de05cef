import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ShopSchema } from '../db/schema';

/**
 * The key CSRF tokens are signed with when SHOP_CSRF_SECRET is not set: made once, kept in the
 * database, so every instance on that database signs alike and restarts keep tokens valid.
 */
export async function loadCsrfKey(db: Kysely<ShopSchema>): Promise<string> {
  await db
    .insertInto('shop_secret')
    .values({ name: 'csrf-key', value: crypto.randomBytes(32).toString('base64url') })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('shop_secret')
    .select('value')
    .where('name', '=', 'csrf-key')
    .executeTakeFirstOrThrow();
  return row.value;
}
