import SQLite from 'better-sqlite3';
import { parseDatabaseUrl } from '@shop/db';

export type SyncChangeReader = {
  read(): number;
  /** An import in this process committed this change number. */
  advance?(changeNumber: number): void;
  close(): void;
};

/**
 * SQLite only: a read-only connection of its own with one prepared statement, so checking the
 * change number on every request costs microseconds and sees every committed import at once.
 */
export function openSqliteChangeReader(url: string): SyncChangeReader | null {
  const target = parseDatabaseUrl(url);
  if (target.dialect !== 'sqlite' || target.filename === ':memory:') return null;
  const connection = new SQLite(target.filename, { readonly: true, fileMustExist: true });
  connection.pragma('busy_timeout = 5000');
  const statement = connection
    .prepare<[], number>('select change_number from catalogue_state where id = 1')
    .pluck();
  return { read: () => Number(statement.get() ?? 0), close: () => connection.close() };
}
