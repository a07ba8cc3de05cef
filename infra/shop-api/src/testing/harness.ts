import type { AddressInfo } from 'node:net';
import { createTestDatabase } from '@shop/db/testing';
import type { SharedRedis } from '@shop/server-kit';
import { buildShopApi, type ShopApi } from '../app';
import { readConfig, type ShopApiConfig } from '../config/config';
import type { ShopSchema } from '../db/schema';
import { startFakeGoogle, startFakeRecaptcha } from './fakes';

export const googleClientId = 'test-client.apps.googleusercontent.com';
export const shopOrigin = 'http://localhost:8080';

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

export type ClientOptions = {
  channel?: string;
  locale?: string;
  origin?: string | null;
  ip?: string;
};

/** A browser-like client: keeps cookies, sends Origin, X-Channel, X-Locale and the CSRF token from its cookie. */
export function createClient(baseUrl: string, options: ClientOptions = {}) {
  const jar = new Map<string, string>();
  const headersFor = (extra: Record<string, string | undefined>) => {
    const headers: Record<string, string> = {
      'x-channel': options.channel ?? 'wallart-de',
      'x-locale': options.locale ?? 'de-DE',
    };
    if (jar.size > 0)
      headers.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    if (options.ip) headers['x-forwarded-for'] = options.ip;
    for (const [key, value] of Object.entries(extra)) if (value !== undefined) headers[key] = value;
    return headers;
  };
  async function send(
    method: string,
    path: string,
    body?: unknown,
    extra: Record<string, string | undefined> = {},
  ) {
    const url = path.startsWith('http')
      ? path.replace(/^https?:\/\/[^/]+/, baseUrl)
      : `${baseUrl}${path}`;
    const response = await fetch(url, {
      method,
      redirect: 'manual',
      headers: headersFor({
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...extra,
      }),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const index = pair!.indexOf('=');
      jar.set(pair!.slice(0, index), pair!.slice(index + 1));
    }
    const text = await response.text();
    const json =
      text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : undefined;
    return { status: response.status, headers: response.headers, json, text };
  }
  return {
    jar,
    get: (path: string, extra: Record<string, string | undefined> = {}) =>
      send('GET', path, undefined, extra),
    /** POSTs JSON like the shop's page: allowed Origin and the X-CSRF-Token from the cookie, unless overridden. */
    post: (path: string, body: unknown = {}, extra: Record<string, string | undefined> = {}) =>
      send('POST', path, body, {
        ...(options.origin === null ? {} : { origin: options.origin ?? shopOrigin }),
        'x-csrf-token': jar.get('__Host-shop_csrf'),
        ...extra,
      }),
  };
}
export type TestClient = ReturnType<typeof createClient>;

/** The newest mail to an address, read through the development outbox endpoint. */
export async function latestMail(api: TestApi, to: string) {
  await api.settled();
  const response = await api.client().get(`/web-api/dev/outbox?to=${encodeURIComponent(to)}`);
  return response.json.mails[0] as
    { kind: string; subject: string; text: string; links: string[] } | undefined;
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
  const signUp = await browser.post('/web-api/customer-signup', {
    email,
    password,
    firstName: 'Erika',
    lastName: 'Muster',
  });
  if (signUp.status !== 202) throw new Error(`sign-up answered ${signUp.status}: ${signUp.text}`);
  const mail = await latestMail(api, email);
  const link = mail?.links.find((candidate) => candidate.includes('/customer-signup/confirm'));
  if (!link) throw new Error(`no confirmation link mailed to ${email}`);
  await api.client({ channel }).get(link);
}
