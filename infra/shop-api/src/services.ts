import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { SharedRedis } from '@shop/server-kit';
import type { ShopSchema } from './db/schema';
import type { ShopApiConfig } from './config/config';
import type { Language } from './config/request-context';
import { messagesFor } from './i18n';
import { requestSchemas, type RequestSchemas } from './api/schemas';
import { createSessionStore } from './auth/sessions';
import { createCsrfTokens } from './auth/csrf';
import { createRateLimiter } from './auth/rate-limit';
import { createRedisRateLimiter } from './auth/redis-rate-limit';
import { createTokenStore } from './auth/tokens';
import { createGoogleVerifier } from './auth/google';
import { createCustomerStore } from './customers/customers';
import { createOutbox } from './mail/outbox';
import { createRecaptchaVerifier } from './newsletter/recaptcha';
import { createOriginMatcher } from './http/origin';
import { createBackground } from './background';

/** Everything the routes use, built once per server. */
export function createServices(input: {
  db: Kysely<ShopSchema>;
  config: ShopApiConfig;
  csrfKey: string;
  now: () => number;
  log: FastifyBaseLogger;
  mailTransport?: Transporter;
  fetch?: typeof fetch;
  /** With a shared Redis the rate-limit counters live there; otherwise in the database. */
  redis?: SharedRedis | null;
}) {
  const { db, config, now, log } = input;
  const schemaCache = new Map<Language, RequestSchemas>();
  return {
    db,
    config,
    now,
    log,
    background: createBackground(log),
    sessions: createSessionStore(db, config.session, now),
    csrf: createCsrfTokens(input.csrfKey),
    limiter: input.redis ? createRedisRateLimiter(input.redis, now) : createRateLimiter(db, now),
    tokens: createTokenStore(db, now),
    customers: createCustomerStore(db, now),
    outbox: createOutbox({
      db,
      now,
      log,
      transport: input.mailTransport,
      from: config.mail.from,
      logBodies: !config.production && !input.mailTransport,
    }),
    verifyGoogle: createGoogleVerifier({ ...config.google, now }),
    verifyRecaptcha: createRecaptchaVerifier({
      ...config.recaptcha,
      production: config.production,
      fetch: input.fetch,
    }),
    isAllowedOrigin: createOriginMatcher(config.allowedOrigins),
    schemas(language: Language): RequestSchemas {
      let schemas = schemaCache.get(language);
      if (!schemas) {
        schemas = requestSchemas(messagesFor(language));
        schemaCache.set(language, schemas);
      }
      return schemas;
    },
    /** The shop's public base URL for a channel (and country), from SHOP_PUBLIC_URLS, never from Host. */
    publicUrl(channel: string, country?: string): string {
      const url =
        (country && config.publicUrls[`${channel}-${country}`]) || config.publicUrls[channel];
      if (!url) throw new Error(`SHOP_PUBLIC_URLS has no entry for channel ${channel}`);
      return url;
    },
  };
}
export type Services = ReturnType<typeof createServices>;
