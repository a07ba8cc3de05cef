import { Migrator, PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

export type Migrations = Record<string, Migration>;

/**
 * Applies a service's migrations in name order. Each service keeps its own migration table
 * (`<namespace>_migrations`) so services sharing one database migrate independently.
 */
export async function migrateToLatest(
  db: Kysely<any>,
  namespace: string,
  migrations: Migrations,
): Promise<void> {
  // Kysely looks for its migration tables in every schema unless told which, so two schemas in
  // one database (parallel test runs) would see each other's and skip creating their own.
  const migrationTableSchema =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]
          ?.schema
      : undefined;
  const migrator = new Migrator({
    db,
    migrationTableSchema,
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
