import type { FastifyInstance } from 'fastify';
import { createServer } from '@shop/server-kit';
import { defaultDatabaseUrl, openDatabase, type Database } from '@shop/db';
import { buildOpenApiDocument } from './api/openapi';
import { cacheControlFor, readConfig, type CatalogueConfig } from './config';
import type { CatalogueSchema } from './db/schema';
import { AnswerCache } from './http/answer-cache';
import { registerChangeFeed } from './http/change-feed';
import { registerReadRoute } from './http/read-route';
import { registerAdminRoutes } from './routes/admin-routes';
import { productRoutes } from './routes/product-routes';
import { readRoutes } from './routes/read-routes';
import { buildSeedCatalogue, buildSeedProductRecords } from './seed/index';
import {
  hasProductRecords,
  importCatalogue,
  prepareCatalogueDatabase,
  readChangeNumber,
} from './store/catalogue-store';
import { CatalogueState } from './store/catalogue-state';
import { openSqliteChangeReader } from './store/sqlite-change-reader';
import { openPgChangeListener } from './store/pg-change-listener';

export type CatalogueServiceOptions = {
  config?: CatalogueConfig;
  /** A database to use (left open on close); otherwise DATABASE_URL (or `databaseUrl`) is opened and owned. */
  database?: Database<CatalogueSchema>;
  /** Also names the file of a given SQLite `database`, for the fast change check. */
  databaseUrl?: string;
  /** Clock in epoch milliseconds (shipping day, running campaigns). */
  now?: () => number;
  logLevel?: string;
};

export type CatalogueService = FastifyInstance & { catalogueCache: AnswerCache };

/** The catalogue and price service as a Fastify instance, migrated (and seeded when empty and configured to). */
export async function buildCatalogueService(
  options: CatalogueServiceOptions = {},
): Promise<CatalogueService> {
  const config = options.config ?? readConfig();
  const database = options.database ?? openDatabase<CatalogueSchema>(options.databaseUrl);
  const app = createServer({
    name: 'catalogue',
    logLevel: options.logLevel,
    fastify: { bodyLimit: 64 * 1024 },
  });
  try {
    await prepareCatalogueDatabase(database.db);
    const seedDay = new Date(options.now?.() ?? Date.now());
    if (config.seedWhenEmpty && (await readChangeNumber(database.db)) === 0) {
      const result = await importCatalogue(database.db, buildSeedCatalogue(seedDay));
      app.log.info({ event: 'catalogue-seeded', ...result }, 'seeded the empty catalogue');
    } else if (config.seedWhenEmpty && !(await hasProductRecords(database.db))) {
      // A catalogue seeded before themes and designs existed gets them, and nothing else changes.
      const result = await importCatalogue(database.db, buildSeedProductRecords(seedDay));
      app.log.info(
        { event: 'catalogue-product-records-seeded', ...result },
        'seeded the product records the catalogue lacked',
      );
    }
    // A given database without its URL falls back to coalesced change queries.
    const url =
      options.databaseUrl ??
      (options.database ? null : process.env.DATABASE_URL || defaultDatabaseUrl);
    const changeReader =
      database.dialect === 'sqlite' && url
        ? openSqliteChangeReader(url)
        : database.dialect === 'postgres' && url
          ? await openPgChangeListener(url, (error) =>
              app.log.warn(
                { event: 'catalogue-listener-failed', err: error },
                'change listener failed',
              ),
            )
          : null;
    const state = new CatalogueState(database.db, changeReader, (error) =>
      app.log.warn(
        { event: 'catalogue-check-failed', err: error },
        'serving the last loaded catalogue',
      ),
    );
    await state.current();
    const cache = new AnswerCache(config.cacheEntries);
    const deps = {
      state,
      cache,
      cacheControl: cacheControlFor(config.maxAgeSeconds),
      now: options.now ?? Date.now,
    };
    const routes = [
      ...readRoutes({ mediaBase: config.mediaBase }),
      ...productRoutes({ mediaBase: config.mediaBase }),
    ];
    for (const route of routes) registerReadRoute(app, deps, route);
    const openapi = JSON.stringify(buildOpenApiDocument(routes));
    app.get('/price-api/openapi.json', async (_request, reply) =>
      reply.type('application/json; charset=utf-8').send(openapi),
    );
    app.get('/price-api/health', async () => ({
      status: 'ok',
      changeNumber: (await state.current()).changeNumber,
    }));
    registerChangeFeed(app, { changeNumber: async () => (await state.current()).changeNumber });
    registerAdminRoutes(app, database.db, config.adminToken, (change) => state.changed(change));
    app.addHook('onClose', async () => {
      changeReader?.close();
      if (!options.database) await database.close();
    });
    app.decorate('catalogueCache', cache);
    return app as CatalogueService;
  } catch (error) {
    if (!options.database) await database.close();
    throw error;
  }
}
