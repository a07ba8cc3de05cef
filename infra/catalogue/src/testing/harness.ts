import type { AddressInfo } from 'node:net';
import { createTestDatabase, type TestDatabase } from '@shop/db/testing';
import { buildCatalogueService, type CatalogueService } from '../app';
import { readConfig } from '../config';
import type { CatalogueSchema } from '../db/schema';
import { buildSeedCatalogue } from '../seed/index';
import { importCatalogue, prepareCatalogueDatabase } from '../store/catalogue-store';

/** Tuesday 24 November 2026, 10:00 in Berlin: a normal shipping day. */
export const testNow = Date.parse('2026-11-24T09:00:00Z');
export const adminToken = 'test-admin-token';

export type Answer = { status: number; headers: Headers; json: any; text: string };

/** The service on 127.0.0.1 over a fresh, seeded database, with a movable clock. */
export async function startTestCatalogue(
  dialect: 'sqlite' | 'postgres',
  env: Record<string, string> = {},
) {
  const database: TestDatabase<CatalogueSchema> =
    await createTestDatabase<CatalogueSchema>(dialect);
  const clock = { now: testNow };
  let app: CatalogueService;
  try {
    await prepareCatalogueDatabase(database.db);
    await importCatalogue(database.db, buildSeedCatalogue(new Date(testNow)));
    app = await buildCatalogueService({
      database,
      databaseUrl: database.url,
      config: readConfig({ CATALOGUE_ADMIN_TOKEN: adminToken, CATALOGUE_SEED: '0', ...env }),
      now: () => clock.now,
      logLevel: 'silent',
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    await database.close();
    throw error;
  }
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const get = async (
    path: string,
    headers: Record<string, string> = { 'x-channel': 'wallart-de' },
  ): Promise<Answer> => {
    const response = await fetch(`${url}${path}`, { headers });
    const text = await response.text();
    let json: unknown = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, json, text };
  };
  return {
    url,
    app,
    database,
    clock,
    get,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export type TestCatalogue = Awaited<ReturnType<typeof startTestCatalogue>>;

/** An import file with one price: the wall-art canvas 60 × 40 cm in Germany. */
export const canvasPriceImport = (priceCurrent: number, priceOriginal = priceCurrent) => ({
  prices: [
    {
      channel: 'wallart',
      country: 'de',
      currency: 'EUR',
      article: 'format/leinwand/600x400',
      priceCurrent,
      priceOriginal,
    },
  ],
});
