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

describe.each(await testDialects())('the change feed on %s', (dialect) => {
  let api: TestCatalogue;
  beforeAll(async () => {
    api = await startTestCatalogue(dialect);
  });
  afterAll(() => api?.close());

  const changeNumber = async (after?: number) => {
    const answer = await api.get(
      `/catalogue-changes${after === undefined ? '' : `?after=${after}`}`,
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    return (answer.json as { changeNumber: number }).changeNumber;
  };

  it('answers at once with the current change number when asked without one or with another', async () => {
    const current = await changeNumber();
    expect(current).toBeGreaterThan(0);
    expect(await changeNumber(current - 1)).toBe(current);
  });

  it('holds a poll until an import by another process commits, then names its change number', async () => {
    const current = await changeNumber();
    let answered = false;
    const held = changeNumber(current).then((next) => ((answered = true), next));
    // Still held after several of the feed's checks: nothing changed yet.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(answered).toBe(false);
    const other = openDatabase<CatalogueSchema>(api.database.url);
    try {
      await importCatalogue(other.db, priceRow(27.5));
    } finally {
      await other.close();
    }
    expect(await held).toBe(current + 1);
  });

  it('wakes a held poll for an import through the admin API', async () => {
    const current = await changeNumber();
    const held = changeNumber(current);
    const imported = await fetch(`${api.url}/catalogue-admin/import`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
      body: JSON.stringify(priceRow(26.5)),
    });
    expect(imported.status).toBe(200);
    expect(await held).toBe(current + 1);
  });

  it('refuses a change number that is not one', async () => {
    const answer = await api.get('/catalogue-changes?after=soon');
    expect(answer.status).toBe(400);
    expect(answer.json.message).toMatch(/after must be a change number/);
  });
});
