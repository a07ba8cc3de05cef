import { describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { migrateToLatest } from './migrate';
import { createTestDatabase, isPostgresReachable } from './testing';

const postgres = await isPostgresReachable();

describe.runIf(postgres)('migrating on PostgreSQL while other schemas are dropped', () => {
  it('every migration succeeds though schemas come and go beside it', async () => {
    const migrations = {
      '0001-note': {
        up: async (db: Kysely<any>) => {
          await db.schema
            .createTable('note')
            .addColumn('id', 'serial', (c) => c.primaryKey())
            .execute();
        },
      },
    };
    // Others' schemas, each with a table, created and dropped as fast as they can be.
    let churning = true;
    const churn = async () => {
      while (churning) {
        const other = await createTestDatabase<any>('postgres');
        await sql`create table other (id serial primary key)`.execute(other.db);
        await other.close();
      }
    };
    const churners = [churn(), churn(), churn()];
    const failures: string[] = [];
    try {
      // With Kysely's own catalog reader about one migration in six failed here.
      for (let run = 0; run < 30; run += 1) {
        const own = await createTestDatabase<any>('postgres');
        await migrateToLatest(own.db, 'churn', migrations).catch((error: Error) =>
          failures.push(error.message),
        );
        await own.close();
      }
    } finally {
      churning = false;
      await Promise.all(churners);
    }
    expect(failures.join('\n')).toBe('');
  }, 60_000);
});
