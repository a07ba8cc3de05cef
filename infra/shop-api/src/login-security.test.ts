import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '@shop/db/testing';
import type { SharedRedis } from '@shop/server-kit';
import { createTestRedis, isRedisReachable } from '@shop/server-kit/redis-testing';
import { signUpAndConfirm, startTestApi, type TestApi } from './testing/harness';

const minute = 60_000;
const day = 24 * 60 * minute;

const redisReachable = await isRedisReachable();
const setups = [
  ...(await testDialects()).map((dialect) => ({ dialect, counters: 'the database' })),
  ...(redisReachable ? [{ dialect: 'sqlite' as const, counters: 'Redis' }] : []),
];

describe.each(setups)('login security on $dialect, counting in $counters', (setup) => {
  let api: TestApi;
  let redis: SharedRedis | undefined;
  beforeAll(async () => {
    redis = setup.counters === 'Redis' ? createTestRedis() : undefined;
    api = await startTestApi(setup.dialect, {}, { redis });
    await signUpAndConfirm(api, 'locked@example.com', 'Correct-Horse-1');
    await signUpAndConfirm(api, 'session@example.com', 'Correct-Horse-2');
  });
  afterAll(async () => {
    await api?.close();
    await redis?.close();
  });

  it('stores passwords as argon2id with at least 19 MiB and 2 passes', async () => {
    const row = await api.db
      .selectFrom('shop_customer')
      .select('password_hash')
      .where('email', '=', 'locked@example.com')
      .executeTakeFirstOrThrow();
    const match =
      /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/.exec(
        row.password_hash!,
      );
    expect(match, row.password_hash!).not.toBeNull();
    expect(Number(match![1])).toBeGreaterThanOrEqual(19_456);
    expect(Number(match![2])).toBeGreaterThanOrEqual(2);
  });

  it('refuses the sixth attempt on an account after five failures in 15 minutes, from any IP, with Retry-After', async () => {
    for (let attempt = 1; attempt <= 5; attempt++) {
      const browser = api.client({ ip: `10.1.0.${attempt}` });
      await browser.get('/web-api/csrf-token');
      const failed = await browser.post('/web-api/customer-login', {
        email: 'locked@example.com',
        password: `wrong-${attempt}`,
      });
      expect(failed.status).toBe(401);
    }
    const browser = api.client({ ip: '10.1.0.99', locale: 'en-GB' });
    await browser.get('/web-api/csrf-token');
    const refused = await browser.post('/web-api/customer-login', {
      email: 'LOCKED@example.com',
      password: 'Correct-Horse-1',
    });
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({
      message: 'Too many attempts. Please try again in 15 minutes.',
      code: 'too-many-attempts',
    });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(850);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(api.logs.some((line) => line.event === 'login-error' && line.status === 429)).toBe(true);

    api.clock.advance(15 * minute + 1000);
    expect(
      (
        await browser.post('/web-api/customer-login', {
          email: 'locked@example.com',
          password: 'Correct-Horse-1',
        })
      ).status,
    ).toBe(200);
  });

  it('refuses the sixth failed login from one IP across different addresses', async () => {
    const browser = api.client({ ip: '10.2.0.1' });
    await browser.get('/web-api/csrf-token');
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect(
        (
          await browser.post('/web-api/customer-login', {
            email: `nobody${attempt}@example.com`,
            password: 'whatever1',
          })
        ).status,
      ).toBe(401);
    }
    const sixth = await browser.post('/web-api/customer-login', {
      email: 'session@example.com',
      password: 'Correct-Horse-2',
    });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    const elsewhere = api.client({ ip: '10.2.0.2' });
    await elsewhere.get('/web-api/csrf-token');
    expect(
      (
        await elsewhere.post('/web-api/customer-login', {
          email: 'session@example.com',
          password: 'Correct-Horse-2',
        })
      ).status,
    ).toBe(200);
  });

  it('lets exactly five of twenty parallel wrong attempts through', async () => {
    const attempts = Array.from({ length: 20 }, async (_, index) => {
      const browser = api.client({ ip: `10.6.0.${index + 1}` });
      await browser.get('/web-api/csrf-token');
      return (
        await browser.post('/web-api/customer-login', {
          email: 'burst@example.com',
          password: `wrong-${index}`,
        })
      ).status;
    });
    const statuses = await Promise.all(attempts);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });

  it('gives a new session id at login and kills the session at logout', async () => {
    const browser = api.client({ ip: '10.3.0.1' });
    await browser.get('/web-api/customer-data');
    const anonymousId = browser.jar.get('__Host-shop_session')!;
    const anonymousCsrf = browser.jar.get('__Host-shop_csrf')!;
    expect(anonymousId).toMatch(/^[\w-]{43}$/);

    const login = await browser.post('/web-api/customer-login', {
      email: 'session@example.com',
      password: 'Correct-Horse-2',
    });
    expect(login.status).toBe(200);
    const cookies = login.headers.getSetCookie().join('\n');
    expect(cookies).toMatch(
      /__Host-shop_session=[\w-]{43}; Max-Age=1209600; Path=\/; HttpOnly; Secure; SameSite=Lax/,
    );
    expect(cookies).toMatch(
      /__Host-shop_csrf=[\w.-]+; Max-Age=1209600; Path=\/; Secure; SameSite=Lax/,
    );
    const loggedInId = browser.jar.get('__Host-shop_session')!;
    expect(loggedInId).not.toBe(anonymousId);
    expect(login.headers.get('x-csrf-token')).toBe(browser.jar.get('__Host-shop_csrf'));

    // Whoever kept the old id (and its token) has nothing.
    const old = api.client();
    old.jar.set('__Host-shop_session', anonymousId);
    old.jar.set('__Host-shop_csrf', anonymousCsrf);
    expect((await old.get('/web-api/customer-data')).json.isLoggedIn).toBe(false);
    const stale = api.client();
    stale.jar.set('__Host-shop_session', loggedInId);
    stale.jar.set('__Host-shop_csrf', anonymousCsrf);
    expect((await stale.post('/web-api/customer-logout')).json.code).toBe('csrf-token');

    const replay = api.client();
    replay.jar.set('__Host-shop_session', loggedInId);
    expect((await replay.get('/web-api/customer-data')).json.isLoggedIn).toBe(true);
    expect((await browser.post('/web-api/customer-logout')).status).toBe(200);
    expect(browser.jar.get('__Host-shop_session')).not.toBe(loggedInId);
    expect((await replay.get('/web-api/customer-data')).json.isLoggedIn).toBe(false);
    const rows = await api.db.selectFrom('shop_session').select('id_hash').execute();
    expect(rows.map((row) => row.id_hash)).not.toContain(loggedInId);
  });

  it('slides the idle expiry while the customer is active and ends an idle session', async () => {
    const browser = api.client({ ip: '10.4.0.1' });
    await browser.get('/web-api/csrf-token');
    expect(
      (
        await browser.post('/web-api/customer-login', {
          email: 'session@example.com',
          password: 'Correct-Horse-2',
        })
      ).status,
    ).toBe(200);
    api.clock.advance(10 * day);
    const active = await browser.get('/web-api/customer-data');
    expect(active.json.isLoggedIn).toBe(true);
    expect(active.headers.getSetCookie().join()).toContain('Max-Age=1209600');
    api.clock.advance(10 * day);
    expect((await browser.get('/web-api/customer-data')).json.isLoggedIn).toBe(true);
    api.clock.advance(15 * day);
    expect((await browser.get('/web-api/customer-data')).json.isLoggedIn).toBe(false);
  });

  it('keeps accounts per brand: a wallart account does not log in on kartenliebe', async () => {
    const browser = api.client({ channel: 'kartenliebe-de', ip: '10.5.0.1' });
    await browser.get('/web-api/csrf-token');
    expect(
      (
        await browser.post('/web-api/customer-login', {
          email: 'session@example.com',
          password: 'Correct-Horse-2',
        })
      ).status,
    ).toBe(401);
    const swiss = api.client({ channel: 'wallart-ch', ip: '10.5.0.2' });
    await swiss.get('/web-api/csrf-token');
    expect(
      (
        await swiss.post('/web-api/customer-login', {
          email: 'session@example.com',
          password: 'Correct-Horse-2',
        })
      ).status,
    ).toBe(200);
  });
});

describe.skipIf(!redisReachable)('two instances sharing Redis', () => {
  let redis: SharedRedis;
  let instances: TestApi[];
  beforeAll(async () => {
    redis = createTestRedis();
    // Separate databases: only Redis can carry the count from one instance to the other.
    instances = [
      await startTestApi('sqlite', {}, { redis }),
      await startTestApi('sqlite', {}, { redis }),
    ];
  });
  afterAll(async () => {
    await Promise.all(instances?.map((api) => api.close()) ?? []);
    await redis?.close();
  });

  it('refuses the sixth failed login on an account across both, with Retry-After', async () => {
    for (let attempt = 1; attempt <= 5; attempt++) {
      const browser = instances[attempt % 2]!.client({ ip: `10.9.0.${attempt}` });
      await browser.get('/web-api/csrf-token');
      const failed = await browser.post('/web-api/customer-login', {
        email: 'shared@example.com',
        password: `wrong-${attempt}`,
      });
      expect(failed.status).toBe(401);
    }
    for (const api of instances) {
      const browser = api.client({ ip: '10.9.0.99' });
      await browser.get('/web-api/csrf-token');
      const refused = await browser.post('/web-api/customer-login', {
        email: 'shared@example.com',
        password: 'wrong-again',
      });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(850);
    }
  });
});
