import { describe, expect, it, vi } from 'vitest';
import { sql, type Kysely, type MigrationResultSet } from 'kysely';
import { migrateAcrossCatalogChanges, migrateToLatest } from './migrate';
import { createTestDatabase, isPostgresReachable } from './testing';

/** PostgreSQL's error when a catalog read names a schema that was dropped meanwhile. */
const schemaGone = (schema: string) =>
  Object.assign(new Error(`schema "${schema}" does not exist`), { code: '3F000' });

/** A migration run that answers the same every time. */
const answering = (result: MigrationResultSet) => vi.fn(async () => result);

const done: MigrationResultSet = {
  results: [{ migrationName: '001_customers', direction: 'Up', status: 'Success' }],
};

describe('migrating while other schemas come and go', () => {
  it('reads the catalog again when another schema was dropped while Kysely read it', async () => {
    const migrate = vi
      .fn<() => Promise<MigrationResultSet>>()
      .mockResolvedValueOnce({ error: schemaGone('t_other') })
      .mockResolvedValueOnce(done);
    await expect(migrateAcrossCatalogChanges(migrate, 'shop', 't_own')).resolves.toBeUndefined();
    expect(migrate).toHaveBeenCalledTimes(2);
  });

  it('fails at once when the missing schema is its own', async () => {
    const migrate = answering({ error: schemaGone('t_own') });
    await expect(migrateAcrossCatalogChanges(migrate, 'shop', 't_own')).rejects.toThrow(
      'Migration  of shop failed: schema "t_own" does not exist',
    );
    expect(migrate).toHaveBeenCalledTimes(1);
  });

  it('never runs a migration that failed a second time', async () => {
    const migrate = answering({
      error: schemaGone('t_other'),
      results: [{ migrationName: '002_orders', direction: 'Up', status: 'Error' }],
    });
    await expect(migrateAcrossCatalogChanges(migrate, 'shop', 't_own')).rejects.toThrow(
      'Migration 002_orders of shop failed',
    );
    expect(migrate).toHaveBeenCalledTimes(1);
  });

  it('gives up after three catalog reads that all failed', async () => {
    const migrate = answering({ error: schemaGone('t_other') });
    await expect(migrateAcrossCatalogChanges(migrate, 'shop', 't_own')).rejects.toThrow(
      'schema "t_other" does not exist',
    );
    expect(migrate).toHaveBeenCalledTimes(3);
  });

  it('throws any other error at once', async () => {
    const refused = Object.assign(new Error('password authentication failed'), { code: '28P01' });
    const migrate = answering({ error: refused });
    await expect(migrateAcrossCatalogChanges(migrate, 'shop', undefined)).rejects.toThrow(
      'password authentication failed',
    );
    expect(migrate).toHaveBeenCalledTimes(1);
  });
});

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
      // Without reading the catalog again about one migration in six failed here.
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
    expect(failures).toEqual([]);
  }, 60_000);
});
