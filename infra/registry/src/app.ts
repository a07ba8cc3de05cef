import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Environment } from '@shop/contracts';
import cookie from '@fastify/cookie';
import { createInvalidations, createServer, type SharedRedis } from '@shop/server-kit';
import {
  openArtifactStorage,
  type S3ArtifactStorageOptions,
} from '@shop/server-kit/artifact-storage';
import { createActorResolver } from './actors';
import { registerArtifactRoutes } from './artifact-routes';
import { createArtifactStore } from './artifact-store';
import { registerReleaseFeed } from './release-feed';
import { registerReleaseRoutes } from './release-routes';
import { createReleaseStore } from './release-store';
import { createCanaryGuard } from './health/guard';
import { defaultHealthPolicy, type HealthPolicy } from './health/policy';
import { registerHealthRoutes } from './health/routes';
import { createHealthStore } from './health/store';
import { migrateRegistry, type RegistrySchema } from './schema';
import { createPeopleStore } from './console/people';
import { defaultLoginLimits, registerConsoleRoutes, type LoginLimits } from './console/routes';
import {
  createSessionStore,
  defaultSessionLifetimes,
  type SessionLifetimes,
} from './console/sessions';
import type { RegistryToken } from './tokens';

export type RegistryAppOptions = {
  /** A Kysely instance from @shop/db's openDatabase (SQLite or PostgreSQL). */
  db: Kysely<any>;
  /** Where artifact files live: `<artifactsDir>/<remote>/<version>/...`. */
  artifactsDir?: string;
  /** An S3-compatible bucket for the artifact files instead of the folder. */
  artifactsS3?: S3ArtifactStorageOptions;
  /** Accepted write tokens; empty means every write is refused. */
  tokens: RegistryToken[];
  /** The environment whose release sets this registry serves (default development). */
  environment?: Environment;
  /** Origins whose manifests may be pinned besides the registry's own /remotes/. */
  allowedOrigins?: string[];
  /** Time-out for fetching an external manifest (default 5000 ms). */
  fetchTimeoutMs?: number;
  /** Upload limit for a gzip tarball (default 50 MB); unpacked it may hold four times that. */
  maxUploadBytes?: number;
  /** Token names that may promote over a failing health verdict. */
  admins?: string[];
  /** The built console page (default: console/dist of this package). */
  consoleDir?: string;
  consoleSessions?: SessionLifetimes;
  loginLimits?: LoginLimits;
  /** When a canary counts as hurting shoppers (default: > 2 % of ≥ 50 page loads in 10 min). */
  healthPolicy?: HealthPolicy;
  /** Health reports one address may send per minute (default 120). */
  healthReportsPerIpPerMinute?: number;
  /** Which hops may set X-Forwarded-For (default: loopback, where the edge runs). */
  trustProxy?: boolean | string;
  /** The clock of the health window (tests move it). */
  now?: () => number;
  /** How long the edges' change feed holds a poll without news (default 25 s). */
  changeFeedHoldMs?: number;
  /** Tells every edge (through Redis pub/sub) when a channel's active set or canary changes; login and report limits count there. */
  redis?: SharedRedis | null;
  logLevel?: string;
  /** Apply the registry migrations first (default true; they are idempotent). */
  migrate?: boolean;
};

/** The registry HTTP app: artifacts, release sets and their audit. Call `listen` on it. */
export async function buildRegistryApp(options: RegistryAppOptions): Promise<FastifyInstance> {
  const db = options.db as Kysely<RegistrySchema>;
  if (options.migrate !== false) await migrateRegistry(db);
  const environment = options.environment ?? 'development';
  const maxUploadBytes = options.maxUploadBytes ?? 50 * 1024 * 1024;
  const app = createServer({
    name: 'registry',
    logLevel: options.logLevel,
    fastify: { trustProxy: options.trustProxy ?? 'loopback' },
  });
  const storage = openArtifactStorage({ dir: options.artifactsDir, s3: options.artifactsS3 });
  if (!storage) throw new Error('The registry needs an artifacts folder or bucket');
  const artifacts = createArtifactStore(db, storage);
  const releaseSetChanges = createInvalidations(options.redis ?? null, 'release-sets', app.log);
  app.addHook('onClose', () => releaseSetChanges.close());
  const feed = registerReleaseFeed(app, {
    db,
    environment,
    holdMs: options.changeFeedHoldMs ?? 25_000,
  });
  // With Redis the feed also hears of changes made by the other registry instances.
  releaseSetChanges.onMessage(feed.changed);
  const releases = createReleaseStore(db, environment, (channel) => {
    feed.changed();
    void releaseSetChanges.publish(channel);
  });
  const now = options.now ?? Date.now;
  const policy = options.healthPolicy ?? defaultHealthPolicy;
  const health = createHealthStore(db, environment);
  const guard = createCanaryGuard({ db, releases, health, environment, policy, log: app.log, now });
  const people = createPeopleStore(db);
  const sessions = createSessionStore(db, options.consoleSessions ?? defaultSessionLifetimes, now);
  const actors = createActorResolver({
    tokens: options.tokens,
    adminTokens: options.admins ?? [],
    sessions,
  });
  await app.register(cookie);

  registerArtifactRoutes(app, {
    artifacts,
    environment,
    authorize: actors.authorize,
    maxUploadBytes,
    maxUnpackedBytes: maxUploadBytes * 4,
  });
  registerReleaseRoutes(app, {
    db,
    releases,
    environment,
    authorize: actors.authorize,
    promotionVerdicts: guard.promotionVerdicts,
    artifacts,
    allowedOrigins: options.allowedOrigins ?? [],
    fetchTimeoutMs: options.fetchTimeoutMs ?? 5000,
  });
  await registerHealthRoutes(app, {
    db,
    health,
    guard,
    environment,
    policy,
    reportsPerIpPerMinute: options.healthReportsPerIpPerMinute ?? 120,
    now,
    redis: options.redis,
  });
  await registerConsoleRoutes(app, {
    people,
    sessions,
    actors,
    environment,
    pageDir: options.consoleDir ?? fileURLToPath(new URL('../console/dist', import.meta.url)),
    loginLimits: options.loginLimits ?? defaultLoginLimits,
    redis: options.redis,
  });
  app.get('/health', async () => ({ ok: true, environment }));
  return app;
}
