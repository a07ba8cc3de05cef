import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** Root of the repository; relative `file:` database paths resolve against it. */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export const defaultDatabaseUrl = 'file:.data/shop.sqlite';

export type DatabaseTarget =
  { dialect: 'sqlite'; filename: string } | { dialect: 'postgres'; connectionString: string };

/** Reads DATABASE_URL (`file:PATH` or `postgres://...`); the SQLite file under .data/ is the default. */
export function parseDatabaseUrl(
  url: string = process.env.DATABASE_URL || defaultDatabaseUrl,
): DatabaseTarget {
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    return { dialect: 'postgres', connectionString: url };
  }
  if (url.startsWith('file:')) {
    const file = url.slice('file:'.length);
    if (file === '')
      throw new Error('DATABASE_URL "file:" needs a path, e.g. file:.data/shop.sqlite');
    if (file === ':memory:') return { dialect: 'sqlite', filename: ':memory:' };
    return { dialect: 'sqlite', filename: path.resolve(repoRoot, file) };
  }
  throw new Error(
    `DATABASE_URL must start with file: (SQLite) or postgres:// (PostgreSQL), got "${url.split(':')[0]}:..."`,
  );
}
