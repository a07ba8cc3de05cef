import {
  Migrator,
  PostgresAdapter,
  sql,
  type Kysely,
  type Migration,
  type MigrationResultSet,
} from 'kysely';

export type Migrations = Record<string, Migration>;

// Kysely reads the whole catalog, every schema's name included, to find its own tables. A schema
// someone else drops meanwhile (another service's, a finished test's) fails that read by name.
const catalogReadAttempts = 3;
const droppedMeanwhileCodes = new Set(['3F000', '42P01']);

/**
 * Runs a migration, again when it failed before any migration ran because another schema or table
 * vanished while the catalog was read (`schema "t_…" does not exist`). An error that names the
 * service's own schema, or any failed migration, is thrown at once.
 */
export async function migrateAcrossCatalogChanges(
  migrate: () => Promise<MigrationResultSet>,
  namespace: string,
  ownSchema: string | undefined,
): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const { error, results } = await migrate();
    const failed = results?.find((result) => result.status === 'Error');
    const { code, message } = (error ?? {}) as { code?: string; message?: string };
    const droppedMeanwhile =
      droppedMeanwhileCodes.has(code ?? '') && !(ownSchema && message?.includes(ownSchema));
    if (error && !failed && droppedMeanwhile && attempt < catalogReadAttempts) continue;
    if (error || failed) {
      const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
      throw new Error(`Migration ${failed?.migrationName ?? ''} of ${namespace} failed: ${reason}`);
    }
    return;
  }
}

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
  await migrateAcrossCatalogChanges(
    () => migrator.migrateToLatest(),
    namespace,
    migrationTableSchema,
  );
}
