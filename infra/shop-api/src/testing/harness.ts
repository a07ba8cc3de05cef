import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { createTestDatabase } from '@shop/db/testing';
import type { SharedRedis } from '@shop/server-kit';
import { buildShopApi, type ShopApi } from '../app';
import { readConfig, type ShopApiConfig } from '../config/config';
import type { ShopSchema } from '../db/schema';
import { startFakeGoogle, startFakeRecaptcha } from './fakes';
import { confirmationLinkOf, createClient, newestMail, signUp, type ClientOptions } from './client';

export { createClient, shopOrigin, type ClientOptions, type TestClient } from './client';

export const googleClientId = 'test-client.apps.googleusercontent.com';

export type LogLine = { event?: string; msg?: string; level?: number; [key: string]: unknown };

/**
 * The API on 127.0.0.1 with a fresh database, a movable clock, fake Google and reCAPTCHA, and its
 * log lines; with `redis` its rate-limit counters live there (the caller closes it).
 */
export async function startTestApi(
  dialect: 'sqlite' | 'postgres',
  env: Record<string, string> = {},
  options: { redis?: SharedRedis } = {},
) {
  const database = await createTestDatabase<ShopSchema>(dialect);
  const google = await startFakeGoogle(googleClientId);
  const recaptcha = await startFakeRecaptcha('test-secret');
  const clock = {
    offsetMs: 0,
    now: () => Date.now() + clock.offsetMs,
    advance: (ms: number) => void (clock.offsetMs += ms),
  };
  const logs: LogLine[] = [];
  const config: ShopApiConfig = readConfig({
    SHOP_PUBLIC_URLS: 'wallart=http://localhost:8080,kartenliebe=http://kartenliebe.localhost:8080',
    GOOGLE_CLIENT_ID: googleClientId,
    GOOGLE_JWKS_URL: google.jwksUrl,
    RECAPTCHA_SECRET: 'test-secret',
    RECAPTCHA_VERIFY_URL: recaptcha.verifyUrl,
    ...env,
  });
  let app: ShopApi;
  try {
    app = await buildShopApi({
      config,
      database,
      now: clock.now,
      redis: options.redis,
      logStream: { write: (line) => void logs.push(JSON.parse(line) as LogLine) },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    await Promise.all([database.close(), google.close(), recaptcha.close()]);
    throw error;
  }
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    url,
    app,
    dialect,
    db: database.db,
    clock,
    google,
    recaptcha,
    logs,
    /** Waits for work done after answering (reset and sign-up mails). */
    settled: () => app.shop.background.settled(),
    client: (options: ClientOptions = {}) => createClient(url, options),
    async close() {
      await app.close();
      await Promise.all([database.close(), google.close(), recaptcha.close()]);
    },
  };
}
export type TestApi = Awaited<ReturnType<typeof startTestApi>>;

/** The newest mail to an address, read through the development outbox endpoint. */
export async function latestMail(api: TestApi, to: string) {
  await api.settled();
  return newestMail(api.client(), to);
}

/** A confirmed, logged-out account made through the real sign-up flow. */
export async function signUpAndConfirm(
  api: TestApi,
  email: string,
  password: string,
  channel = 'wallart-de',
) {
  const browser = api.client({ channel });
  await browser.get('/web-api/customer-data');
  const answer = await signUp(browser, email, password);
  if (answer.status !== 202) throw new Error(`sign-up answered ${answer.status}: ${answer.text}`);
  const link = confirmationLinkOf(await latestMail(api, email));
  if (!link) throw new Error(`no confirmation link mailed to ${email}`);
  await api.client({ channel }).get(link);
}

/**
 * Makes every update of `table` fail until the returned function is called: a database that gives
 * out in the middle of a step, to show the step commits all or nothing.
 */
export async function failUpdates(api: TestApi, table: string): Promise<() => Promise<void>> {
  const trigger = sql.raw(`fail_${table}`);
  const target = sql.raw(table);
  if (api.dialect === 'sqlite') {
    await sql`create trigger ${trigger} before update on ${target} begin select raise(abort, 'injected failure'); end`.execute(
      api.db,
    );
    return async () => void (await sql`drop trigger ${trigger}`.execute(api.db));
  }
  await sql`create or replace function fail_update() returns trigger language plpgsql as $$ begin raise exception 'injected failure'; end $$`.execute(
    api.db,
  );
  await sql`create trigger ${trigger} before update on ${target} for each row execute function fail_update()`.execute(
    api.db,
  );
  return async () => void (await sql`drop trigger ${trigger} on ${target}`.execute(api.db));
}
