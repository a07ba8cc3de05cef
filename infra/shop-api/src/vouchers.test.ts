import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '@shop/db/testing';
import { latestMail, startTestApi, type TestApi } from './testing/harness';
import { runVouchersCommand } from './vouchers/vouchers-command';

const codeIn = (text: string) =>
  /\b([A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4})\b/.exec(text)?.[1];

describe.each(await testDialects())('gift vouchers on %s', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api?.close());

  let visitor = 0;
  /** A browser from its own address (the per-address limits have their own tests). */
  async function browser(channel = 'wallart-de', locale = 'de-DE', ip?: string) {
    const client = api.client({ channel, locale, ip: ip ?? `203.0.113.${(visitor += 1)}` });
    await client.get('/web-api/csrf-token');
    return client;
  }
  const order = (overrides: Record<string, unknown> = {}) => ({
    amount: 50,
    recipientName: 'Lena',
    recipientEmail: 'lena@example.com',
    message: 'Alles Gute zum Geburtstag!\nDeine Oma',
    buyerEmail: 'oma@example.com',
    ...overrides,
  });
  /** Buys a voucher and reads its code from the recipient's mail. */
  async function buy(channel = 'wallart-de', recipientEmail = `r${visitor}@example.com`) {
    const response = await (
      await browser(channel)
    ).post('/gift-voucher', order({ recipientEmail }));
    expect(response.status).toBe(201);
    const mail = await latestMail(api, recipientEmail);
    return { response, code: codeIn(mail!.text)! };
  }
  const count = async (table: 'shop_voucher' | 'shop_voucher_order') =>
    (await api.db.selectFrom(table).select('id').execute()).length;

  it('issues a voucher in the shop currency, mails the code to the recipient and a receipt without it to the buyer', async () => {
    const response = await (
      await browser('wallart-ch', 'fr-CH')
    ).post(
      '/gift-voucher',
      order({
        amount: 75,
        recipientEmail: 'Claire@Example.com',
        buyerEmail: 'buyer-ch@example.com',
      }),
    );
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({
      status: 'issued',
      amount: 75,
      currency: 'CHF',
      message: 'Merci ! Le bon cadeau est en route vers claire@example.com.',
    });
    expect(response.json.orderReference).toMatch(/^GV-[A-Z2-9]{8}$/);
    expect(new Date(response.json.expiresAt).getUTCMonth()).toBe(11);
    const gift = await latestMail(api, 'claire@example.com');
    expect(gift!.subject).toBe('Un bon cadeau Wallart pour vous');
    expect(gift!.text.replace(/[\u00a0\u202f]/g, ' ')).toContain('75.00 CHF');
    expect(gift!.text).toContain('Alles Gute zum Geburtstag!\nDeine Oma');
    const code = codeIn(gift!.text)!;
    expect(code).toBeDefined();
    const receipt = await latestMail(api, 'buyer-ch@example.com');
    expect(receipt!.text).toContain(response.json.orderReference);
    expect(receipt!.text).toContain(code.slice(-4));
    expect(receipt!.text).not.toContain(code);
    // Only a hash of the code is stored.
    const rows = await api.db.selectFrom('shop_voucher').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(code.replace(/-/g, ''));
  });

  it('refuses bad orders with a message per field and stores nothing', async () => {
    const before = [await count('shop_voucher_order'), await count('shop_voucher')];
    const client = await browser();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ amount: 3 }, 'amount', 'Bitte wählen Sie einen ganzen Betrag von 5 bis 500.'],
      [{ amount: 501 }, 'amount', 'Bitte wählen Sie einen ganzen Betrag von 5 bis 500.'],
      [{ amount: 12.5 }, 'amount', 'Bitte wählen Sie einen ganzen Betrag von 5 bis 500.'],
      [{ amount: '50' }, 'amount', 'Bitte wählen Sie einen ganzen Betrag von 5 bis 500.'],
      [
        { recipientEmail: 'lena@' },
        'recipientEmail',
        'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
      ],
      [{ recipientName: '  ' }, 'recipientName', 'Bitte füllen Sie dieses Feld aus.'],
      [{ buyerEmail: undefined }, 'buyerEmail', 'Bitte füllen Sie dieses Feld aus.'],
      [{ message: 'x'.repeat(501) }, 'message', 'Bitte geben Sie höchstens 500 Zeichen ein.'],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await client.post('/gift-voucher', order(overrides));
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      expect(response.json.code).toBe('invalid-input');
      expect(response.json.errors).toEqual([{ field, message }]);
    }
    const notJson = await client.post('/gift-voucher', undefined, {
      'content-type': 'text/plain',
    });
    expect(notJson.status).toBeGreaterThanOrEqual(400);
    expect(notJson.status).toBeLessThan(500);
    expect([await count('shop_voucher_order'), await count('shop_voucher')]).toEqual(before);
  });

  it('refuses an order without the CSRF token or from another site', async () => {
    const client = await browser();
    const noToken = await client.post('/gift-voucher', order(), { 'x-csrf-token': '' });
    expect(noToken.status).toBe(403);
    expect(noToken.json.code).toBe('csrf-token');
    const foreign = await client.post('/gift-voucher', order(), {
      origin: 'https://evil.example',
    });
    expect(foreign.status).toBe(403);
    expect(foreign.json.code).toBe('cross-site-request');
  });

  it('checks and redeems a code once; the second time says it is used and logs error adding voucher', async () => {
    const { code } = await buy();
    const client = await browser();
    const typed = ` ${code.toLowerCase().replace(/-/g, ' ')} `;
    const check = await client.post('/web-api/voucher/check', { code: typed });
    expect(check.status).toBe(200);
    expect(check.json).toMatchObject({ status: 'valid', code, amount: 50, currency: 'EUR' });
    expect(check.json.message).toMatch(
      /^Dieser Gutschein über 50,00\s€ ist gültig bis 31\. Dezember \d{4}\.$/,
    );
    const redeemed = await client.post('/web-api/voucher', { code });
    expect(redeemed.status).toBe(200);
    expect(redeemed.json).toMatchObject({ status: 'redeemed', code, amount: 50, currency: 'EUR' });
    const again = await (await browser()).post('/web-api/voucher', { code });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({
      message: 'Dieser Gutschein wurde bereits eingelöst.',
      code: 'voucher-used',
    });
    expect(
      api.logs.some(
        (line) =>
          line.event === 'error adding voucher' &&
          line.code === 'voucher-used' &&
          !JSON.stringify(line).includes(code),
      ),
    ).toBe(true);
  });

  it('answers unknown, malformed, wrong-channel, wrong-currency and expired codes with their reason', async () => {
    const unknown = await (
      await browser()
    ).post('/web-api/voucher', {
      code: 'AAAA-BBBB-CCCC-DDDD',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.json.code).toBe('voucher-unknown');
    const malformed = await (
      await browser('wallart-de', 'en-GB')
    ).post('/web-api/voucher', {
      code: 'SUMMER10',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.json.errors).toEqual([
      {
        field: 'code',
        message: 'A voucher code has 16 letters and digits, e.g. K7QX-3MNB-WT9A-HF2E.',
      },
    ]);
    const { code } = await buy();
    const otherBrand = await (await browser('kartenliebe-de')).post('/web-api/voucher', { code });
    expect(otherBrand.status).toBe(409);
    expect(otherBrand.json).toEqual({
      message: 'Dieser Gutschein ist nur bei Wallart einlösbar.',
      code: 'voucher-wrong-channel',
    });
    const swiss = await (await browser('wallart-ch', 'de-CH')).post('/web-api/voucher', { code });
    expect(swiss.status).toBe(409);
    expect(swiss.json.code).toBe('voucher-wrong-currency');
    expect(swiss.json.message).toContain('EUR');
    // Austria sells in euros too: the voucher works there.
    expect(
      (await (await browser('wallart-at')).post('/web-api/voucher/check', { code })).status,
    ).toBe(200);
    api.clock.advance(5 * 366 * 24 * 60 * 60_000);
    try {
      const expired = await (await browser()).post('/web-api/voucher', { code });
      expect(expired.status).toBe(410);
      expect(expired.json.code).toBe('voucher-expired');
      expect(expired.json.message).toMatch(
        /^Dieser Gutschein ist am 31\. Dezember \d{4} abgelaufen\.$/,
      );
    } finally {
      api.clock.advance(-5 * 366 * 24 * 60 * 60_000);
    }
    const row = await api.db
      .selectFrom('shop_voucher')
      .select('status')
      .where('code_hint', '=', code.slice(-4))
      .executeTakeFirst();
    expect(row?.status).toBe('active');
  });

  it('refuses the eleventh failed code from one address with 429, and a good code does not count', async () => {
    const { code } = await buy();
    const client = await browser('wallart-de', 'de-DE', '198.51.100.77');
    expect((await client.post('/web-api/voucher/check', { code })).status).toBe(200);
    const statuses = [];
    for (let n = 0; n < 11; n += 1)
      statuses.push(
        (
          await client.post('/web-api/voucher', {
            code: `AAAA-AAAA-AAAA-AA${'AB'[n % 2]}${(n % 8) + 2}`,
          })
        ).status,
      );
    expect(statuses).toEqual([...Array(10).fill(404), 429]);
    const refused = await client.post('/web-api/voucher', { code });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('limits orders per buyer address', async () => {
    const statuses = [];
    for (let n = 0; n < 6; n += 1)
      statuses.push(
        (await (await browser()).post('/gift-voucher', order({ buyerEmail: 'many@example.com' })))
          .status,
      );
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe.each(await testDialects())('gift vouchers paid later on %s', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect, { SHOP_VOUCHER_ISSUE: 'on-payment' });
  });
  afterAll(() => api?.close());

  it('keeps the order waiting for payment, then issues and mails the voucher once', async () => {
    const client = api.client();
    await client.get('/web-api/csrf-token');
    const response = await client.post('/gift-voucher', {
      amount: 20,
      recipientName: 'Tom',
      recipientEmail: 'tom@example.com',
      buyerEmail: 'payer@example.com',
    });
    expect(response.status).toBe(202);
    expect(response.json).toMatchObject({ status: 'awaiting-payment', expiresAt: null });
    expect((await latestMail(api, 'payer@example.com'))!.text).toContain(
      response.json.orderReference,
    );
    expect(await latestMail(api, 'tom@example.com')).toBeUndefined();
    expect(await api.db.selectFrom('shop_voucher').select('id').execute()).toEqual([]);

    const lines: string[] = [];
    const reference = response.json.orderReference;
    expect(await runVouchersCommand(['paid', 'GV-1'], api.app, (line) => lines.push(line))).toBe(2);
    expect(await runVouchersCommand(['paid', reference], api.app, (line) => lines.push(line))).toBe(
      0,
    );
    expect(lines.at(-1)).toMatch(
      new RegExp(`^${reference}: paid; voucher …[A-Z2-9]{4} over 20.00 EUR`),
    );
    // Paid once: a second confirmation issues nothing.
    expect(await runVouchersCommand(['paid', reference], api.app, (line) => lines.push(line))).toBe(
      1,
    );
    expect(await api.app.issueVoucherOrder(reference)).toBeNull();
    const gift = await latestMail(api, 'tom@example.com');
    expect(codeIn(gift!.text)).toBeDefined();
    expect(await api.db.selectFrom('shop_voucher').select('id').execute()).toHaveLength(1);
  });
});
