import { Migrator, type Kysely, type Migration } from 'kysely';

export type Migrations = Record<string, Migration>;

/**
 * Applies a service's migrations in name order. Each service keeps its own migration table
 * (`<namespace>_migrations`) so services sharing one database migrate independently.
 */
export async function migrateToLatest(db: Kysely<any>, namespace: string, migrations: Migrations): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: `${namespace}_migrations`,
    migrationLockTableName: `${namespace}_migrations_lock`,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} of ${namespace} failed: ${reason}`);
  }
}
