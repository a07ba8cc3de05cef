import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { CompiledQuery, Kysely, SqliteDialect, type Driver } from 'kysely';
import { parseDatabaseUrl, type DatabaseTarget } from './config';
import { SearchPathPostgresDialect } from './search-path-introspector';

export type Dialect = DatabaseTarget['dialect'];

export type Database<Schema> = {
  db: Kysely<Schema>;
  dialect: Dialect;
  close(): Promise<void>;
};

/** Opens the database DATABASE_URL names (or `url`), creating the SQLite folder when needed. */
export function openDatabase<Schema>(url?: string): Database<Schema> {
  const target = parseDatabaseUrl(url);
  const db = new Kysely<Schema>({ dialect: createDialect(target) });
  return { db, dialect: target.dialect, close: () => db.destroy() };
}

function createDialect(target: DatabaseTarget) {
  if (target.dialect === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.connectionString, max: 10 });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', (error) =>
      console.error(JSON.stringify({ event: 'db-pool-error', message: error.message })),
    );
    return new SearchPathPostgresDialect({ pool });
  }
  if (target.filename !== ':memory:')
    fs.mkdirSync(path.dirname(target.filename), { recursive: true });
  const sqlite = new SQLite(target.filename);
  // WAL lets the services that share the file read while one of them writes.
  sqlite.pragma('journal_mode = WAL');
  // Every service migrates and the content seed writes at start-up; on a busy machine one waits for another's long write.
  sqlite.pragma('busy_timeout = 30000');
  sqlite.pragma('foreign_keys = ON');
  return new ImmediateSqliteDialect({ database: sqlite });
}

/**
 * Transactions take the write lock when they begin. A deferred transaction that reads and then
 * writes fails with SQLITE_BUSY_SNAPSHOT, which busy_timeout does not retry, whenever another
 * service wrote to the file in between; an immediate one waits for the lock instead.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  override createDriver(): Driver {
    const driver = super.createDriver();
    driver.beginTransaction = async (connection) => {
      await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    };
    return driver;
  }
}
