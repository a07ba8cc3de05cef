import type { FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import type { Transporter } from 'nodemailer';
import { createServer, type SharedRedis } from '@shop/server-kit';
import { migrateToLatest, openDatabase, type Database } from '@shop/db';
import type { ShopSchema } from './db/schema';
import { shopMigrations } from './db/migrations';
import { readConfig, type ShopApiConfig } from './config/config';
import { createServices, type Services } from './services';
import { registerCsrfGuard } from './http/csrf-guard';
import { registerErrorLogging } from './http/error-logging';
import { loadCsrfKey } from './auth/csrf-key';
import { primeDummyHash } from '@shop/server-kit/passwords';
import { registerSessionRoutes } from './routes/session-routes';
import { registerSignUpRoutes } from './routes/sign-up';
import { registerPasswordResetRoutes } from './routes/password-reset';
import { registerGoogleRoutes } from './routes/google';
import { registerNewsletterRoutes } from './routes/newsletter';
import { registerMiscRoutes } from './routes/misc-routes';
import { registerVoucherRoutes } from './routes/vouchers';
import { registerContactRoutes } from './routes/contact';
import { startMaintenance } from './maintenance';

export type ShopApiOptions = {
  config?: ShopApiConfig;
  /** A database to use (left open on close); otherwise DATABASE_URL (or `databaseUrl`) is opened and owned. */
  database?: Database<ShopSchema>;
  databaseUrl?: string;
  /** Clock in epoch milliseconds; tests move it to expire tokens and sessions. */
  now?: () => number;
  /** Delivers the outbox (nodemailer); without one mails stay in the outbox and the log. */
  mailTransport?: Transporter;
  /** Redis shared with the other instances (REDIS_URL), left open on close; holds the rate-limit counters. */
  redis?: SharedRedis | null;
  /** fetch used for the reCAPTCHA verifier. */
  fetch?: typeof fetch;
  logLevel?: string;
  /** Where JSON log lines go (default stdout); tests collect them to check the logged events. */
  logStream?: { write(line: string): void };
};

export type ShopApi = FastifyInstance & {
  shop: Services;
  shopRoutes: Array<{ method: string; url: string }>;
};

/** The shop API as a Fastify instance, migrated and ready to listen. */
export async function buildShopApi(options: ShopApiOptions = {}): Promise<ShopApi> {
  const config = options.config ?? readConfig();
  const now = options.now ?? Date.now;
  const database = options.database ?? openDatabase<ShopSchema>(options.databaseUrl);
  const app = createServer({
    name: 'shop-api',
    logLevel: options.logLevel,
    fastify: {
      trustProxy: config.trustProxy,
      bodyLimit: 16 * 1024,
      ...(options.logStream
        ? {
            logger: {
              level: options.logLevel ?? 'info',
              base: { service: 'shop-api' },
              stream: options.logStream,
            },
          }
        : {}),
    },
  });
  try {
    await migrateToLatest(database.db, 'shop', shopMigrations(database.dialect));
    const csrfKey = config.csrfSecret ?? (await loadCsrfKey(database.db));
    await primeDummyHash();
    const services = createServices({
      db: database.db,
      config,
      csrfKey,
      now,
      log: app.log,
      mailTransport: options.mailTransport,
      fetch: options.fetch,
      redis: options.redis,
    });
    await app.register(cookie);
    registerErrorLogging(app);
    registerCsrfGuard(app, services);
    app.addHook('onSend', async (_request, reply) => {
      // Answers depend on the visitor's cookies: never cache them anywhere.
      reply.header('Cache-Control', 'no-store');
      reply.header('X-Content-Type-Options', 'nosniff');
    });
    const routes: Array<{ method: string; url: string }> = [];
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat())
        if (method !== 'HEAD') routes.push({ method, url: route.url });
    });
    registerSessionRoutes(app, services);
    registerSignUpRoutes(app, services);
    registerPasswordResetRoutes(app, services);
    registerGoogleRoutes(app, services);
    registerNewsletterRoutes(app, services);
    registerVoucherRoutes(app, services);
    registerContactRoutes(app, services);
    registerMiscRoutes(app, services);
    const stopMaintenance = startMaintenance(services);
    app.addHook('onClose', async () => {
      stopMaintenance();
      await services.background.settled();
      await services.outbox.idle();
      if (!options.database) await database.close();
    });
    app.decorate('shop', services);
    app.decorate('shopRoutes', routes);
    return app as ShopApi;
  } catch (error) {
    if (!options.database) await database.close();
    throw error;
  }
}
