import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestDatabase, isPostgresReachable, type TestDatabase } from './testing';

const postgres = await isPostgresReachable();

describe.runIf(postgres)('introspection on PostgreSQL', () => {
  const opened: TestDatabase<any>[] = [];
  const open = async () => {
    const database = await createTestDatabase<any>('postgres');
    opened.push(database);
    return database;
  };
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((database) => database.close()));
  });

  it("describes the tables of the connection's own schema with their columns", async () => {
    const own = await open();
    await sql`create table note (id serial primary key, body text not null, seen boolean default false)`.execute(
      own.db,
    );
    await sql`create view note_bodies as select body from note`.execute(own.db);
    const schema = (
      await sql<{ schema: string }>`select current_schema() as schema`.execute(own.db)
    ).rows[0]?.schema;

    const tables = await own.db.introspection.getTables();

    expect(tables).toEqual([
      {
        name: 'note',
        schema,
        isView: false,
        columns: [
          expect.objectContaining({ name: 'id', dataType: 'int4', isAutoIncrementing: true }),
          expect.objectContaining({ name: 'body', dataType: 'text', isNullable: false }),
          expect.objectContaining({ name: 'seen', dataType: 'bool', hasDefaultValue: true }),
        ],
      },
      {
        name: 'note_bodies',
        schema,
        isView: true,
        columns: [expect.objectContaining({ name: 'body' })],
      },
    ]);
  });

  it("never lists another schema's tables, so a schema dropped meanwhile cannot fail the read", async () => {
    const own = await open();
    const other = await open();
    await sql`create table other_note (id serial primary key)`.execute(other.db);

    expect(await own.db.introspection.getTables()).toEqual([]);
  });

  it("leaves Kysely's default migration tables out unless asked for them", async () => {
    const own = await open();
    await sql`create table kysely_migration (name text primary key)`.execute(own.db);

    expect(await own.db.introspection.getTables()).toEqual([]);
    const withInternal = await own.db.introspection.getTables({ withInternalKyselyTables: true });
    expect(withInternal.map((table) => table.name)).toEqual(['kysely_migration']);
  });
});
