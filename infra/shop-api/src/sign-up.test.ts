import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '@shop/db/testing';
import { latestMail, startTestApi, type TestApi, type TestClient } from './testing/harness';

describe.each(await testDialects())('sign-up confirmation on %s', (dialect) => {
  let api: TestApi;
  let ip = 0;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api?.close());

  async function signUp(
    email: string,
    password: string,
    browser: TestClient = api.client({ ip: `10.30.0.${++ip}` }),
  ) {
    await browser.get('/web-api/csrf-token');
    const response = await browser.post('/web-api/customer-signup', {
      email,
      password,
      firstName: 'Kim',
      lastName: 'Karte',
    });
    expect(response.status).toBe(202);
    return { browser, link: (await latestMail(api, email))!.links[0]! };
  }
  async function login(email: string, password: string) {
    const browser = api.client({ ip: `10.31.0.${++ip}` });
    await browser.get('/web-api/csrf-token');
    return (await browser.post('/web-api/customer-login', { email, password })).status;
  }

  it('does not let an unconfirmed sign-up log in, and answers like a wrong password', async () => {
    await signUp('pending@example.com', 'Pending-Pass-1');
    expect(await login('pending@example.com', 'Pending-Pass-1')).toBe(401);
  });

  it('creates the account from another browser without logging that browser in', async () => {
    const { link } = await signUp('other-device@example.com', 'Device-Pass-1');
    const phone = api.client();
    const response = await phone.get(link);
    expect(response.headers.get('location')).toBe('http://localhost:8080/?signup=confirmed');
    expect(response.headers.getSetCookie()).toEqual([]);
    expect((await phone.get('/web-api/customer-data')).json.isLoggedIn).toBe(false);
    expect(await login('other-device@example.com', 'Device-Pass-1')).toBe(200);
  });

  it('uses a link once and not after 24 hours', async () => {
    const { browser, link } = await signUp('once@example.com', 'Once-Pass-1');
    expect((await browser.get(link)).headers.get('location')).toBe(
      'http://localhost:8080/?signup=confirmed',
    );
    expect((await browser.get(link)).headers.get('location')).toBe(
      'http://localhost:8080/?signup=invalid-link',
    );
    const late = await signUp('late@example.com', 'Late-Pass-1');
    api.clock.advance(24 * 60 * 60_000 + 1000);
    expect((await late.browser.get(late.link)).headers.get('location')).toBe(
      'http://localhost:8080/?signup=invalid-link',
    );
    expect(await login('late@example.com', 'Late-Pass-1')).toBe(401);
    const forged = await api
      .client()
      .get('/web-api/customer-signup/confirm?token=nope&channel=kartenliebe-ch');
    expect(forged.headers.get('location')).toBe(
      'http://kartenliebe.localhost:8080/?signup=invalid-link',
    );
  });

  it('refuses the sixth sign-up from one address within the window with 429; another address still signs up', async () => {
    const statuses: number[] = [];
    for (let n = 1; n <= 6; n += 1) {
      const browser = api.client({ ip: '198.51.100.77' });
      await browser.get('/web-api/csrf-token');
      const response = await browser.post('/web-api/customer-signup', {
        email: `flood-${n}@example.com`,
        password: 'Flood-Pass-1',
        firstName: 'Kim',
        lastName: 'Karte',
      });
      statuses.push(response.status);
      if (n === 6) {
        expect(response.json.code).toBe('too-many-attempts');
        expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
      }
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    const stored = await api.db
      .selectFrom('shop_customer')
      .select('email')
      .where('email', '=', 'flood-6@example.com')
      .execute();
    expect(stored).toEqual([]);
    await signUp('neighbour@example.com', 'Neighbour-Pass-1');
  });

  it('never lets a later confirmation overwrite the account a first one created', async () => {
    const first = await signUp('twice@example.com', 'First-Choice-1');
    const second = await signUp('twice@example.com', 'Second-Choice-2');
    await first.browser.get(first.link);
    expect((await first.browser.get('/web-api/customer-data')).json.isLoggedIn).toBe(true);
    expect((await second.browser.get(second.link)).status).toBe(303);
    expect((await second.browser.get('/web-api/customer-data')).json.isLoggedIn).toBe(false);
    expect(await login('twice@example.com', 'Second-Choice-2')).toBe(401);
    expect(await login('twice@example.com', 'First-Choice-1')).toBe(200);
  });
});
