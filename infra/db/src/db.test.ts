import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { migrateToLatest, openDatabase, parseDatabaseUrl } from './index';
import { createTestDatabase, testDialects, type TestDatabase } from './testing';

type Schema = { note: { id: number; body: string } };

const migrations = {
  '0001-note': {
    up: async (db: Kysely<any>) => {
      await db.schema
        .createTable('note')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('body', 'text', (c) => c.notNull())
        .execute();
    },
  },
};

describe('parseDatabaseUrl', () => {
  it('reads file: as SQLite relative to the repository and postgres:// as PostgreSQL', () => {
    expect(parseDatabaseUrl('file:.data/x.sqlite')).toMatchObject({ dialect: 'sqlite' });
    expect(parseDatabaseUrl('file:.data/x.sqlite')).toHaveProperty(
      'filename',
      expect.stringMatching(/\/\.data\/x\.sqlite$/),
    );
    expect(parseDatabaseUrl('postgres://127.0.0.1/test')).toEqual({
      dialect: 'postgres',
      connectionString: 'postgres://127.0.0.1/test',
    });
  });

  it('refuses other schemes with a message naming both accepted forms', () => {
    expect(() => parseDatabaseUrl('mysql://x')).toThrow(/file: .*postgres:\/\//);
  });
});

describe.each(await testDialects())('migrations on %s', (dialect) => {
  let database: TestDatabase<Schema> | undefined;
  afterEach(async () => database?.close());

  it('applies once and keeps data across a second run', async () => {
    database = await createTestDatabase<Schema>(dialect);
    await migrateToLatest(database.db, 'demo', migrations);
    await database.db.insertInto('note').values({ id: 1, body: 'kept' }).execute();
    await migrateToLatest(database.db, 'demo', migrations);
    const rows = await database.db.selectFrom('note').selectAll().execute();
    expect(rows).toEqual([{ id: 1, body: 'kept' }]);
    const applied = await sql<{ name: string }>`select name from demo_migrations`.execute(
      database.db,
    );
    expect(applied.rows.map((row) => row.name)).toEqual(['0001-note']);
  });

  it('migrates a second database beside the first (on PostgreSQL: another schema of the same database)', async () => {
    database = await createTestDatabase<Schema>(dialect);
    const second = await createTestDatabase<Schema>(dialect);
    try {
      await migrateToLatest(database.db, 'demo', migrations);
      await migrateToLatest(second.db, 'demo', migrations);
      await second.db.insertInto('note').values({ id: 1, body: 'second' }).execute();
      expect(await database.db.selectFrom('note').selectAll().execute()).toEqual([]);
    } finally {
      await second.close();
    }
  });
});

describe('SQLite transactions shared by several services', () => {
  it('hold the write lock from their start, so another writer waits instead of breaking a read-then-write', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'db-lock-'));
    const file = path.join(dir, 'shop.sqlite');
    const { db, close } = openDatabase<Schema>(`file:${file}`);
    await migrateToLatest(db, 'demo', migrations);
    const neighbour = new SQLite(file, { timeout: 0 });
    try {
      await db.transaction().execute(async (trx) => {
        await trx.selectFrom('note').selectAll().execute();
        expect(() =>
          neighbour.prepare("insert into note (id, body) values (9, 'x')").run(),
        ).toThrow(/locked|busy/i);
        await trx.insertInto('note').values({ id: 1, body: 'written' }).execute();
      });
      expect(neighbour.prepare('select body from note').all()).toEqual([{ body: 'written' }]);
    } finally {
      neighbour.close();
      await close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
