import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialects, type TestDatabase } from '@shop/db/testing';
import { buildCatalogueService, type CatalogueService } from './app';
import { readConfig } from './config';
import type { CatalogueSchema } from './db/schema';
import { productSectionNames } from './model/products';
import { buildSeedCatalogue } from './seed/index';
import { importCatalogue, loadCatalogue, prepareCatalogueDatabase } from './store/catalogue-store';
import { testNow } from './testing/harness';

describe.each(await testDialects())(
  'a catalogue seeded before the product records, on %s',
  (dialect) => {
    let database: TestDatabase<CatalogueSchema> | undefined;
    let app: CatalogueService | undefined;
    afterEach(async () => {
      await app?.close();
      await database?.close();
    });

    it('gets the themes and designs at the next start and keeps its own prices', async () => {
      database = await createTestDatabase<CatalogueSchema>(dialect);
      await prepareCatalogueDatabase(database.db);
      // What an earlier version seeded: no product records, cards only on the card brand.
      const old = buildSeedCatalogue(new Date(testNow));
      for (const section of productSectionNames) (old[section] as unknown[]) = [];
      old.prices = old.prices.filter(
        (p) => !/^(card-refinement|calendar|photobook|merch|photoprint)/.test(p.article),
      );
      const poster = old.prices.find(
        (p) =>
          p.channel === 'wallart' && p.country === 'de' && p.article === 'format/poster/300x200',
      )!;
      poster.priceCurrent = 3.33;
      poster.priceOriginal = 3.33;
      await importCatalogue(database.db, old);
      app = await buildCatalogueService({
        database,
        databaseUrl: database.url,
        config: readConfig({ CATALOGUE_SEED: '1' }),
        now: () => testNow,
        logLevel: 'silent',
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const themes = await (
        await fetch(`${url}/web-api/themes`, { headers: { 'x-channel': 'kartenliebe-de' } })
      ).json();
      expect(themes.payload.total).toBe(48);
      const { document } = await loadCatalogue(database.db);
      expect(
        document.prices.find(
          (p) =>
            p.channel === 'wallart' && p.country === 'de' && p.article === 'format/poster/300x200',
        ),
      ).toMatchObject({ priceCurrent: 3.33 });
    });
  },
);
