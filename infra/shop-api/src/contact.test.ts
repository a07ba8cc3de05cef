import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '@shop/db/testing';
import { latestMail, startTestApi, type TestApi } from './testing/harness';

describe.each(await testDialects())('contact messages on %s', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect, {
      SHOP_SERVICE_ADDRESSES: 'wallart=team@wallart.test,kartenliebe=team@kartenliebe.test',
    });
  });
  afterAll(() => api?.close());

  let visitor = 0;
  async function send(
    body: Record<string, unknown>,
    options: { channel?: string; locale?: string; ip?: string } = {},
  ) {
    const client = api.client({
      channel: options.channel ?? 'wallart-de',
      locale: options.locale ?? 'de-DE',
      ip: options.ip ?? `192.0.2.${(visitor += 1)}`,
    });
    await client.get('/web-api/csrf-token');
    return client.post('/web-api/contact-message', body);
  }
  const message = (overrides: Record<string, unknown> = {}) => ({
    name: 'Erika Muster',
    email: 'erika@example.com',
    topic: 'Frage zu meiner Bestellung',
    orderNumber: 'WA-123456',
    message: 'Wann kommt mein Bild?\nIch brauche es bis Freitag.',
    person: 'Anna Becker',
    recaptchaToken: 'good',
    ...overrides,
  });
  const stored = async () =>
    (await api.db.selectFrom('shop_contact_message').select('id').execute()).length;

  it('stores the message, mails it to the service team and confirms to the sender without repeating it', async () => {
    const response = await send(message({ email: 'Erika@Example.com' }), {
      channel: 'kartenliebe-at',
    });
    expect(response.status).toBe(202);
    expect(response.json.status).toBe('sent');
    expect(response.json.reference).toMatch(/^CM-[A-Z2-9]{8}$/);
    expect(response.json.message).toContain(response.json.reference);
    const row = await api.db
      .selectFrom('shop_contact_message')
      .selectAll()
      .where('reference', '=', response.json.reference)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      channel: 'kartenliebe',
      country: 'at',
      email: 'erika@example.com',
      order_number: 'WA-123456',
      message: 'Wann kommt mein Bild?\nIch brauche es bis Freitag.',
    });
    const team = await latestMail(api, 'team@kartenliebe.test');
    expect(team!.subject).toBe(
      `Kontaktanfrage ${response.json.reference}: Frage zu meiner Bestellung`,
    );
    expect(team!.text).toContain('Wann kommt mein Bild?\nIch brauche es bis Freitag.');
    expect(team!.text).toContain('erika@example.com');
    expect(team!.text).toContain('Anna Becker');
    const confirmation = await latestMail(api, 'erika@example.com');
    expect(confirmation!.subject).toBe(
      `Ihre Nachricht an Kartenliebe (${response.json.reference})`,
    );
    expect(confirmation!.text).toContain('Frage zu meiner Bestellung');
    expect(confirmation!.text).not.toContain('Wann kommt mein Bild');
  });

  it('refuses bad input with a message per field, before reCAPTCHA, and stores nothing', async () => {
    const before = await stored();
    const calls = api.recaptcha.calls.length;
    const response = await send(
      message({ name: '', email: 'erika@', message: 'Hallo', orderNumber: '12 34' }),
      { locale: 'en-GB' },
    );
    expect(response.status).toBe(400);
    expect(response.json.errors).toEqual([
      { field: 'name', message: 'Please fill in this field.' },
      { field: 'email', message: 'Please enter a valid e-mail address.' },
      {
        field: 'orderNumber',
        message: 'An order number contains only letters, digits and hyphens.',
      },
      { field: 'message', message: 'Please enter at least 10 characters.' },
    ]);
    const long = await send(message({ message: 'x'.repeat(5001), topic: 'a\u0000b' }));
    expect(long.json.errors.map((error: { field: string }) => error.field)).toEqual([
      'topic',
      'message',
    ]);
    expect(api.recaptcha.calls.length).toBe(calls);
    expect(await stored()).toBe(before);
  });

  it('needs a reCAPTCHA token the verifier accepts, and logs the refusal', async () => {
    const before = await stored();
    const missing = await send(message({ recaptchaToken: undefined }));
    expect(missing.status).toBe(400);
    expect(missing.json.code).toBe('recaptcha-missing');
    const forged = await send(message({ recaptchaToken: 'forged' }));
    expect(forged.status).toBe(400);
    expect(forged.json.code).toBe('recaptcha-failed');
    expect(await stored()).toBe(before);
    const logged = api.logs
      .filter((line) => line.event === 'contact-message-error')
      .map((line) => line.msg);
    expect(logged).toContain('contact message without a reCAPTCHA token');
    expect(logged).toContain('reCAPTCHA error: error codes: invalid-input-response');
  });

  it('refuses a message without the CSRF token', async () => {
    const client = api.client();
    await client.get('/web-api/csrf-token');
    const response = await client.post('/web-api/contact-message', message(), {
      'x-csrf-token': 'forged.token',
    });
    expect(response.status).toBe(403);
    expect(response.json.code).toBe('csrf-token');
  });

  it('refuses the sixth message from one address within the window', async () => {
    const statuses = [];
    for (let n = 0; n < 6; n += 1)
      statuses.push(
        (await send(message({ email: `flood-${n}@example.com` }), { ip: '198.51.100.44' })).status,
      );
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    const sameSender = [];
    for (let n = 0; n < 6; n += 1)
      sameSender.push((await send(message({ email: 'chatty@example.com' }))).status);
    expect(sameSender).toEqual([202, 202, 202, 202, 202, 429]);
  });
});
