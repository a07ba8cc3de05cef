import { SqliteAdapter, type Generated, type Kysely } from 'kysely';
import { migrateToLatest, type Migrations } from '@shop/db';

/** The registry's tables. JSON columns are text so both dialects store them the same way. */
export type RegistrySchema = {
  registry_artifact: {
    remote: string;
    version: string;
    integrity: string;
    exposes: string;
    files: string;
    published_by: string;
    published_at: string;
  };
  registry_release_set: {
    id: Generated<number>;
    channel: string;
    environment: string;
    remotes: string;
    action: string;
    previous_id: number | null;
    source_id: number | null;
    created_at: string;
    created_by: string;
    reason: string;
  };
  registry_channel: {
    channel: string;
    environment: string;
    active_id: number | null;
    canary_id: number | null;
    canary_percentage: number | null;
    revision: number;
    updated_at: string;
  };
  /** Page loads and failing page loads per remote version and minute, the canary health window's source. */
  registry_remote_health: {
    channel: string;
    environment: string;
    remote: string;
    version: string;
    minute: number;
    page_loads: number;
    failures: number;
  };
  /** Release managers who use the console; `role` is one of `personRoles`. */
  registry_person: {
    id: Generated<number>;
    name: string;
    password_hash: string;
    role: string;
    created_at: string;
    created_by: string;
    disabled_at: string | null;
  };
  /** Console sessions: only the sha256 of the cookie's id is kept, with the session's CSRF token. */
  registry_session: {
    id_hash: string;
    person_id: number;
    csrf_token: string;
    created_at: number;
    idle_expires_at: number;
    absolute_expires_at: number;
  };
  registry_audit: {
    id: Generated<number>;
    at: string;
    actor: string;
    action: string;
    environment: string;
    channel: string | null;
    subject: string;
    reason: string;
  };
};

export type RegistryDb = Kysely<RegistrySchema>;

const isSqlite = (db: Kysely<any>) => db.getExecutor().adapter instanceof SqliteAdapter;

/** Starts a table with an auto-increment `id` key, which the two dialects spell differently. */
function createTableWithId(db: Kysely<any>, name: string) {
  const table = db.schema.createTable(name);
  return isSqlite(db)
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    : table.addColumn('id', 'serial', (c) => c.primaryKey());
}

export const registryMigrations: Migrations = {
  '0001-artifacts-and-release-sets': {
    up: async (db: Kysely<any>) => {
      await db.schema
        .createTable('registry_artifact')
        .addColumn('remote', 'text', (c) => c.notNull())
        .addColumn('version', 'text', (c) => c.notNull())
        .addColumn('integrity', 'text', (c) => c.notNull())
        .addColumn('exposes', 'text', (c) => c.notNull())
        .addColumn('files', 'text', (c) => c.notNull())
        .addColumn('published_by', 'text', (c) => c.notNull())
        .addColumn('published_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('registry_artifact_pk', ['remote', 'version'])
        .execute();
      await createTableWithId(db, 'registry_release_set')
        .addColumn('channel', 'text', (c) => c.notNull())
        .addColumn('environment', 'text', (c) => c.notNull())
        .addColumn('remotes', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('previous_id', 'integer')
        .addColumn('source_id', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('created_by', 'text', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('registry_release_set_channel')
        .on('registry_release_set')
        .columns(['channel', 'environment', 'id'])
        .execute();
      await db.schema
        .createTable('registry_channel')
        .addColumn('channel', 'text', (c) => c.notNull())
        .addColumn('environment', 'text', (c) => c.notNull())
        .addColumn('active_id', 'integer')
        .addColumn('canary_id', 'integer')
        .addColumn('canary_percentage', 'integer')
        .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('registry_channel_pk', ['channel', 'environment'])
        .execute();
      await createTableWithId(db, 'registry_audit')
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('actor', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('environment', 'text', (c) => c.notNull())
        .addColumn('channel', 'text')
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .execute();
    },
  },
  '0002-remote-health': {
    up: async (db: Kysely<any>) => {
      await db.schema
        .createTable('registry_remote_health')
        .addColumn('channel', 'text', (c) => c.notNull())
        .addColumn('environment', 'text', (c) => c.notNull())
        .addColumn('remote', 'text', (c) => c.notNull())
        .addColumn('version', 'text', (c) => c.notNull())
        .addColumn('minute', 'integer', (c) => c.notNull())
        .addColumn('page_loads', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('registry_remote_health_pk', [
          'channel',
          'environment',
          'remote',
          'version',
          'minute',
        ])
        .execute();
    },
  },
  '0003-people-and-sessions': {
    up: async (db: Kysely<any>) => {
      await createTableWithId(db, 'registry_person')
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('created_by', 'text', (c) => c.notNull())
        .addColumn('disabled_at', 'text')
        .execute();
      await db.schema
        .createTable('registry_session')
        .addColumn('id_hash', 'text', (c) => c.primaryKey())
        .addColumn('person_id', 'integer', (c) => c.notNull())
        .addColumn('csrf_token', 'text', (c) => c.notNull())
        .addColumn('created_at', 'double precision', (c) => c.notNull())
        .addColumn('idle_expires_at', 'double precision', (c) => c.notNull())
        .addColumn('absolute_expires_at', 'double precision', (c) => c.notNull())
        .execute();
    },
  },
};

/** Brings the registry's tables up to date (namespace `registry`); safe to call on every start. */
export function migrateRegistry(db: Kysely<any>): Promise<void> {
  return migrateToLatest(db, 'registry', registryMigrations);
}
