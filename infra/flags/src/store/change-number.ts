import { sql, type Kysely } from 'kysely';
import type { Dialect } from '@shop/db';
import type { FlagsSchema } from '../db/schema';

/**
 * Draws the next change number inside a write transaction: larger than every earlier one and at
 * least the current time in ms, like Split's. The row lock orders concurrent writers on PostgreSQL.
 */
export async function nextChangeNumber(
  trx: Kysely<FlagsSchema>,
  dialect: Dialect,
): Promise<number> {
  const now = Date.now();
  const larger =
    dialect === 'postgres'
      ? sql<number>`greatest(change_number + 1, ${now})`
      : sql<number>`max(change_number + 1, ${now})`;
  const row = await trx
    .updateTable('flags_state')
    .set({ change_number: larger })
    .where('id', '=', 1)
    .returning('change_number')
    .executeTakeFirstOrThrow();
  return Number(row.change_number);
}
