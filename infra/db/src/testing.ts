import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from './open';

/** PostgreSQL used by tests when reachable: DATABASE_URL if it is postgres, else the local `test` database. */
export const testPostgresUrl = process.env.DATABASE_URL?.startsWith('postgres')
  ? process.env.DATABASE_URL
  : `postgres://${localPostgresUser()}127.0.0.1:5432/test`;

// pg takes the user from PGUSER or USER; shells without USER (containers, CI) would send none.
function localPostgresUser(): string {
  if (process.env.PGUSER || process.env.USER) return '';
  return `${encodeURIComponent(os.userInfo().username)}@`;
}

let postgresReachable: Promise<boolean> | undefined;

/** Whether the test PostgreSQL answers; tests run their PostgreSQL variant only then. */
export function isPostgresReachable(): Promise<boolean> {
  postgresReachable ??= (async () => {
    const client = new pg.Client({
      connectionString: testPostgresUrl,
      connectionTimeoutMillis: 1500,
    });
    try {
      await client.connect();
      await client.query('select 1');
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => undefined);
    }
  })();
  return postgresReachable;
}

export type TestDatabase<Schema> = Database<Schema> & { url: string };

/** A fresh, empty database: a temporary SQLite file, or a throw-away schema in PostgreSQL. */
export async function createTestDatabase<Schema>(
  dialect: 'sqlite' | 'postgres',
): Promise<TestDatabase<Schema>> {
  if (dialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-db-'));
    const url = `file:${path.join(dir, 'test.sqlite')}`;
    const database = openDatabase<Schema>(url);
    return {
      ...database,
      url,
      close: async () => {
        await database.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testPostgresUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const separator = testPostgresUrl.includes('?') ? '&' : '?';
  const url = `${testPostgresUrl}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  const database = openDatabase<Schema>(url);
  return {
    ...database,
    url,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: testPostgresUrl });
      await cleanup.connect();
      await cleanup.query(`drop schema if exists ${schema} cascade`);
      await cleanup.end();
    },
  };
}

/** The dialects a test suite should run against on this machine. */
export async function testDialects(): Promise<Array<'sqlite' | 'postgres'>> {
  return (await isPostgresReachable()) ? ['sqlite', 'postgres'] : ['sqlite'];
}
