import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Environment } from '@shop/contracts';
import { createServer } from '@shop/server-kit';
import { registerArtifactRoutes } from './artifact-routes';
import { createArtifactStore } from './artifact-store';
import { registerReleaseRoutes } from './release-routes';
import { createReleaseStore } from './release-store';
import { migrateRegistry, type RegistrySchema } from './schema';
import { authenticate, type RegistryToken } from './tokens';

export type RegistryAppOptions = {
  /** A Kysely instance from @shop/db's openDatabase (SQLite or PostgreSQL). */
  db: Kysely<any>;
  /** Where artifact files live: `<artifactsDir>/<remote>/<version>/...`. */
  artifactsDir: string;
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
  const app = createServer({ name: 'registry', logLevel: options.logLevel });
  const artifacts = createArtifactStore(db, options.artifactsDir);
  const auth = (request: { headers: { authorization?: string } }) =>
    authenticate(options.tokens, request.headers.authorization);

  registerArtifactRoutes(app, {
    artifacts,
    environment,
    authenticate: auth,
    maxUploadBytes,
    maxUnpackedBytes: maxUploadBytes * 4,
  });
  registerReleaseRoutes(app, {
    db,
    releases: createReleaseStore(db, environment),
    environment,
    authenticate: auth,
    artifacts,
    allowedOrigins: options.allowedOrigins ?? [],
    fetchTimeoutMs: options.fetchTimeoutMs ?? 5000,
  });
  app.get('/health', async () => ({ ok: true, environment }));
  return app;
}
