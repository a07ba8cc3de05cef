import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '@shop/db';
import { migrateToLatest } from '@shop/db';
import { createInvalidations, createServer, type SharedRedis } from '@shop/server-kit';
import { defaultBasePath, developmentSdkKeys, normalizeBasePath } from './config';
import type { FlagsSchema } from './db/schema';
import { flagsMigrations } from './db/migrations';
import { registerCors } from './http/cors';
import { adminRoutes } from './routes/admin-routes';
import { ingestRoutes } from './routes/ingest-routes';
import type { IngestLimits } from './http/ingest-limits';
import { sdkRoutes } from './routes/sdk-routes';
import { seedFromFile } from './seed';
import { createFlagStore } from './store/flag-store';
import { createSegmentStore } from './store/segment-store';
import { createSplitChangesReader } from './store/split-changes';
import { createTelemetryStore } from './store/telemetry-store';

export type FlagsAppOptions = {
  /** An open database (openDatabase / createTestDatabase); migrated on build. */
  database: Database<unknown>;
  /** The admin API's bearer token. */
  adminToken: string;
  /** SDK keys accepted from SDKs; development keys when empty. */
  sdkKeys?: string[];
  /** Mount prefix, default `/flags`: SDK protocol under `<prefix>/api`, admin API under `<prefix>/admin`. */
  basePath?: string;
  /** Origins a browser SDK may call from (`*` for any). Default `*`. */
  corsOrigins?: string[];
  /** Import this file's missing definitions on start. */
  seedFile?: string;
  /** Caps and rate limits of the telemetry routes; the defaults suit a shop's browsers. */
  ingestLimits?: IngestLimits;
  /** Fastify's trustProxy: which hops may set X-Forwarded-For (the edge runs on loopback). */
  trustProxy?: boolean | string;
  /** How long the latest change numbers are reused before the database is asked again (default 500 ms). */
  changeNumbersMaxAgeMs?: number;
  /** Shared with the other instances: a write here reaches SDKs polling any of them at once, and ingest limits count there. */
  redis?: SharedRedis | null;
  logLevel?: string;
  /** Close the database when the app closes (the standalone start owns it; tests usually do not). */
  closeDatabase?: boolean;
};

/** Builds the flag service: Split's SDK protocol, the admin API, and the stores behind them. */
export async function buildFlagsApp(options: FlagsAppOptions): Promise<FastifyInstance> {
  const { dialect } = options.database;
  const db = options.database.db as Kysely<FlagsSchema>;
  await migrateToLatest(db, 'flags', flagsMigrations(dialect));

  const basePath = normalizeBasePath(options.basePath ?? defaultBasePath);
  const sdkKeys =
    options.sdkKeys && options.sdkKeys.length > 0 ? options.sdkKeys : developmentSdkKeys;
  // Keys of up to 250 characters arrive percent-encoded in `/memberships/:key`; Fastify's default caps params at 100.
  const app = createServer({
    name: 'flags',
    logLevel: options.logLevel,
    fastify: {
      routerOptions: { maxParamLength: 2048 },
      trustProxy: options.trustProxy ?? 'loopback',
    },
  });
  if (options.closeDatabase) app.addHook('onClose', async () => options.database.close());

  const seeded = options.seedFile
    ? await seedFromFile(db, dialect, options.seedFile, app.log)
    : false;

  const flags = createFlagStore(db, dialect);
  const segments = createSegmentStore(db, dialect);
  const telemetry = createTelemetryStore(db);
  const splitChanges = createSplitChangesReader(db, options.changeNumbersMaxAgeMs);
  const changes = createInvalidations(options.redis ?? null, 'flags', app.log);
  // Another instance's write: re-read the latest change numbers now, not after the 500 ms window.
  changes.onMessage(() => splitChanges.invalidate());
  app.addHook('onClose', () => changes.close());
  const changed = () => void changes.publish('changed');
  if (seeded) changed();

  registerCors(app, `${basePath}/api`, options.corsOrigins ?? ['*']);
  await app.register(sdkRoutes, { prefix: `${basePath}/api`, sdkKeys, splitChanges, segments });
  await app.register(ingestRoutes, {
    prefix: `${basePath}/api`,
    sdkKeys,
    telemetry,
    limits: options.ingestLimits,
    redis: options.redis,
  });
  await app.register(adminRoutes, {
    prefix: `${basePath}/admin`,
    adminToken: options.adminToken,
    db,
    dialect,
    flags,
    segments,
    telemetry,
    onChange: (succeeded) => {
      splitChanges.invalidate();
      if (succeeded) changed();
    },
  });
  app.get('/health', async () => ({ status: 'ok' }));
  return app;
}
