import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@shop/db';
import { testDialects } from '@shop/db/testing';
import type { CatalogueSchema } from './db/schema';
import { importCatalogue } from './store/catalogue-store';
import {
  adminToken,
  canvasPriceImport as priceRow,
  startTestCatalogue,
  type TestCatalogue,
} from './testing/harness';

const canvasPrice = async (api: TestCatalogue) =>
  (await api.get('/price-api/prices/formats?materialType=leinwand')).json.payload.formats.find(
    (f: { formatType: string }) => f.formatType === '600x400',
  );

describe.each(await testDialects())('cached answers on %s', (dialect) => {
  let api: TestCatalogue;
  beforeAll(async () => {
    api = await startTestCatalogue(dialect);
  });
  afterAll(() => api?.close());

  it('answers with a strong ETag and Cache-Control, and 304 when If-None-Match names it', async () => {
    const first = await api.get('/price-api/prices/formats?materialType=poster');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"c\d+-[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    expect(first.headers.get('vary')).toBe('X-Channel, X-Locale');
    const again = await api.get('/price-api/prices/formats?materialType=poster', {
      'x-channel': 'wallart-de',
      'if-none-match': `"other", ${etag}`,
    });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    const otherCountry = await api.get('/price-api/prices/formats?materialType=poster', {
      'x-channel': 'wallart-ch',
      'if-none-match': etag,
    });
    expect(otherCountry.status).toBe(200);
  });

  it('serves one serialised answer per request and catalogue change', async () => {
    const before = api.app.catalogueCache.size;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => api.get('/price-api/frame?materialType=aludibond')),
    );
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    expect(api.app.catalogueCache.size).toBe(before + 1);
  });

  it('shows a price imported by another process on the next request (SQLite) or once announced (PostgreSQL), with a new ETag', async () => {
    const before = await api.get('/price-api/prices/formats?materialType=leinwand');
    // Another connection to the same database, as the import CLI has.
    const other = openDatabase<CatalogueSchema>(api.database.url);
    try {
      await importCatalogue(other.db, priceRow(25.55, 39.95));
    } finally {
      await other.close();
    }
    const imported = { priceCurrent: 25.55, priceOriginal: 39.95 };
    if (dialect === 'sqlite') expect(await canvasPrice(api)).toMatchObject(imported);
    // PostgreSQL announces the import by a notification that can trail the importer's commit by a moment.
    else await expect.poll(() => canvasPrice(api), { timeout: 15_000 }).toMatchObject(imported);
    const after = await api.get('/price-api/prices/formats?materialType=leinwand', {
      'x-channel': 'wallart-de',
      'if-none-match': before.headers.get('etag')!,
    });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
  });

  it('applies a change through the admin API on the next request', async () => {
    const post = (body: unknown, token = adminToken) =>
      fetch(`${api.url}/catalogue-admin/import`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
    expect((await post(priceRow(21.95), 'wrong')).status).toBe(401);
    const refused = await post(priceRow(50, 40));
    expect(refused.status).toBe(400);
    expect(
      ((await refused.json()) as { errors: Array<{ message: string }> }).errors[0]!.message,
    ).toMatch(/priceOriginal is below priceCurrent/);
    expect(await canvasPrice(api)).toMatchObject({ priceCurrent: 25.55 });
    const accepted = await post(priceRow(21.95));
    expect(accepted.status).toBe(200);
    expect(await canvasPrice(api)).toMatchObject({ priceCurrent: 21.95, priceOriginal: 21.95 });
  });
});
