import { expect, test, type Page } from '../../support/test';

type Answer = { status: number; etag: string | null; body: any };

/** A fetch from inside the shop page: the browser's own path to the catalogue, through the shop origin. */
async function call(page: Page, path: string, headers: Record<string, string>): Promise<Answer> {
  return page.evaluate(
    async ([url, init]) => {
      const response = await fetch(url, { headers: init, cache: 'no-store' });
      const text = await response.text();
      return {
        status: response.status,
        etag: response.headers.get('etag'),
        body: text ? JSON.parse(text) : null,
      };
    },
    [path, headers] as const,
  );
}

const brandOf = (page: Page) =>
  new URL(page.url()).hostname.startsWith('kartenliebe') ? 'kartenliebe' : 'wallart';

test.describe('prices through the shop origin', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('the calculator data has three or more materials with priced formats, a discount among them, in the country currency', async ({
    page,
  }) => {
    const brand = brandOf(page);
    for (const [country, locale, currency] of [
      ['de', 'de-DE', 'EUR'],
      ['ch', 'fr-CH', 'CHF'],
    ] as const) {
      const answer = await call(page, '/web-api/calculator/reference', {
        'X-Channel': `${brand}-${country}`,
        'X-Locale': locale,
      });
      expect(answer.status).toBe(200);
      const payload = answer.body.payload;
      expect(payload.currency).toBe(currency);
      expect(payload.options.length).toBeGreaterThanOrEqual(3);
      const formats = payload.options[0].formats as Array<{
        featured: boolean;
        priceCurrent: number;
        priceOriginal: number;
      }>;
      expect(formats.filter((f) => f.featured).length).toBeGreaterThanOrEqual(3);
      expect(formats.some((f) => f.priceOriginal > f.priceCurrent)).toBe(true);
    }
  });

  test('format prices revalidate with their ETag, and bad input is a 400 with a message', async ({
    page,
  }) => {
    const brand = brandOf(page);
    const path = `/price-api/prices/formats?materialType=${brand === 'kartenliebe' ? 'klappkarte' : 'leinwand'}`;
    const headers = { 'X-Channel': `${brand}-de`, 'X-Locale': 'de-DE' };
    const first = await call(page, path, headers);
    expect(first.status).toBe(200);
    expect(first.body.payload.formats.length).toBeGreaterThanOrEqual(3);
    expect((await call(page, path, { ...headers, 'If-None-Match': first.etag! })).status).toBe(304);
    const bad = await call(page, '/price-api/prices/formats?materialType=marmor', headers);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Unknown materialType "marmor"');
  });

  test('customer calls stay with the shop API', async ({ page }) => {
    const answer = await call(page, '/web-api/customer-data', {
      'X-Channel': `${brandOf(page)}-de`,
      'X-Locale': 'de-DE',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ isLoggedIn: false });
  });
});
