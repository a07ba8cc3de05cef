import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '@shop/db/testing';
import { buildSeedCatalogue } from './seed/index';
import {
  CatalogueImportError,
  importCatalogue,
  loadCatalogue,
  readChangeNumber,
} from './store/catalogue-store';
import { adminToken, startTestCatalogue, testNow, type TestCatalogue } from './testing/harness';

describe.each(await testDialects())('product records in the store on %s', (dialect) => {
  let api: TestCatalogue;
  beforeAll(async () => {
    api = await startTestCatalogue(dialect);
  });
  afterAll(() => api?.close());
  const seed = buildSeedCatalogue(new Date(testNow));

  it('keeps every product record as imported, in its order', async () => {
    const { document } = await loadCatalogue(api.database.db);
    for (const section of [
      'themeLabels',
      'themes',
      'calendarDesignGroups',
      'photobookCategories',
      'photobookTypes',
      'photobookDesignGroupSets',
      'collageDesignGroups',
      'merchProducts',
      'customerPictures',
    ] as const) {
      const byKey = (rows: unknown[]) =>
        [...rows].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
      expect(byKey(document[section]), section).toEqual(byKey(seed[section]));
    }
    const kartenliebe = document.themes.filter((t) => t.channel === 'kartenliebe');
    expect(kartenliebe.map((t) => t.sortOrder)).toEqual(kartenliebe.map((_, i) => i));
  });

  it('refuses records that name what the catalogue lacks, lists every problem and writes nothing', async () => {
    const change = await readChangeNumber(api.database.db);
    const theme = seed.themes[0]!;
    const book = seed.photobookTypes[2]!;
    const attempt = importCatalogue(api.database.db, {
      themes: [
        {
          ...theme,
          themeId: '4242',
          labels: ['glitzer'],
          cards: [{ cardType: 'leporello', formatType: 'a6-hoch' }],
        },
      ],
      photobookTypes: [{ ...book, pageCount: { ...book.pageCount, default: 18 } }],
      collageDesignGroups: [{ ...seed.collageDesignGroups[1]!, designGroupId: '9' }],
    });
    await expect(attempt).rejects.toBeInstanceOf(CatalogueImportError);
    const problems = await attempt.catch((error: CatalogueImportError) => error.problems);
    expect(problems).toEqual(
      expect.arrayContaining([
        'themes.4242: label glitzer is not in themeLabels',
        'themes.4242: leporello is not a card type',
        'photobookTypes.fotoheft: pageCount max and default must be min plus whole steps',
        expect.stringMatching(/design 21 is also in group/),
      ]),
    );
    expect(await readChangeNumber(api.database.db)).toBe(change);
    expect((await api.get('/web-api/themes/4242', { 'x-channel': 'kartenliebe-de' })).status).toBe(
      404,
    );
  });

  it('shows an imported theme on the next request and replaces a record with the same key', async () => {
    const theme = seed.themes.find((t) => t.themeId === '1017')!;
    // Through the admin API, as a catalogue team imports into a running service.
    const response = await fetch(`${api.url}/catalogue-admin/import`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({
        themes: [
          {
            ...theme,
            themeId: '4243',
            names: { de: 'Neue Liebe', en: 'New love' },
            labels: ['neu'],
          },
          { ...theme, names: { de: 'Goldene Ringe Deluxe', en: 'Golden rings deluxe' } },
        ],
      }),
    });
    expect(response.status).toBe(200);
    const added = (await api.get('/web-api/themes/4243', { 'x-channel': 'kartenliebe-de' })).json
      .payload.theme;
    expect(added).toMatchObject({
      name: 'Neue Liebe',
      labels: [{ value: 'neu', colour: 'green' }],
    });
    const replaced = (await api.get('/web-api/themes/1017', { 'x-channel': 'kartenliebe-de' })).json
      .payload.theme;
    expect(replaced.name).toBe('Goldene Ringe Deluxe');
    const weddings = (
      await api.get('/web-api/themes?category=hochzeit', { 'x-channel': 'kartenliebe-de' })
    ).json.payload;
    expect(weddings.total).toBe(5);
  });
});
