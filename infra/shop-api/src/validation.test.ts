import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '@shop/db/testing';
import { startTestApi, type TestApi } from './testing/harness';

describe.each(await testDialects())('bad input on %s', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api?.close());

  const written = async () => ({
    customers: (await api.db.selectFrom('shop_customer').select('id').execute()).length,
    mails: (await api.db.selectFrom('shop_mail').select('id').execute()).length,
    tokens: (await api.db.selectFrom('shop_token').select('id_hash').execute()).length,
    attempts: (await api.db.selectFrom('shop_rate_event').select('id').execute()).length,
  });

  it('answers a bad sign-up with a message per field in the shopper language and writes nothing', async () => {
    const browser = api.client({ locale: 'en-GB' });
    await browser.get('/web-api/csrf-token');
    const before = await written();
    const response = await browser.post('/web-api/customer-signup', {
      email: 'no-at-sign',
      password: 'short',
      lastName: 'x'.repeat(101),
    });
    expect(response.status).toBe(400);
    expect(response.json.code).toBe('invalid-input');
    expect(response.json.errors).toEqual([
      { field: 'email', message: 'Please enter a valid e-mail address.' },
      { field: 'password', message: 'The password must be at least 8 characters long.' },
      { field: 'firstName', message: 'Please fill in this field.' },
      { field: 'lastName', message: 'Please enter at most 100 characters.' },
    ]);
    expect(response.json.message).toMatch(/^Please check your input\. /);
    await api.settled();
    expect(await written()).toEqual(before);
    expect(api.logs.some((line) => line.event === 'sign-up-error' && line.status === 400)).toBe(
      true,
    );
  });

  it('refuses passwords above 128 characters and the most common ones', async () => {
    const browser = api.client({ locale: 'fr-FR' });
    await browser.get('/web-api/csrf-token');
    const base = { email: 'a@example.com', firstName: 'A', lastName: 'B' };
    const long = await browser.post('/web-api/customer-signup', {
      ...base,
      password: 'x'.repeat(129),
    });
    expect(long.json.errors).toEqual([
      { field: 'password', message: 'Le mot de passe peut contenir au plus 128 caractères.' },
    ]);
    const common = await browser.post('/web-api/customer-signup', {
      ...base,
      password: 'Passwort123',
    });
    expect(common.json.errors[0].field).toBe('password');
  });

  it('answers a login without fields with 400 and does not count it as a failure', async () => {
    const browser = api.client();
    await browser.get('/web-api/csrf-token');
    const before = await written();
    const response = await browser.post('/web-api/customer-login', {});
    expect(response.status).toBe(400);
    expect(response.json.errors.map((entry: { field: string }) => entry.field)).toEqual([
      'email',
      'password',
    ]);
    expect(await written()).toEqual(before);
  });

  it('requires a known X-Channel and answers malformed JSON with 400', async () => {
    expect((await api.client({ channel: '' }).get('/web-api/customer-data')).status).toBe(400);
    const unknown = await api.client({ channel: 'posterlounge-de' }).get('/web-api/customer-data');
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toContain('X-Channel');
    const browser = api.client();
    await browser.get('/web-api/csrf-token');
    const broken = await browser.post('/web-api/customer-login', undefined, {
      'content-type': 'application/json',
    });
    expect(broken.status).toBe(400);
  });
});
