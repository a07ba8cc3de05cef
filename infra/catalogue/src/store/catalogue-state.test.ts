import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@shop/db/testing';
import type { CatalogueSchema } from '../db/schema';
import { buildSeedCatalogue } from '../seed/index';
import { CatalogueState } from './catalogue-state';
import { importCatalogue, prepareCatalogueDatabase } from './catalogue-store';

describe('CatalogueState', () => {
  let database: TestDatabase<CatalogueSchema>;
  beforeAll(async () => {
    database = await createTestDatabase<CatalogueSchema>('sqlite');
    await prepareCatalogueDatabase(database.db);
    await importCatalogue(database.db, buildSeedCatalogue());
  });
  afterAll(() => database?.close());

  it('serves the last loaded catalogue when the change check fails, and says so', async () => {
    let failing = false;
    const reader = {
      read: () => {
        if (failing) throw new Error('SQLITE_BUSY');
        return 1;
      },
      close: () => undefined,
    };
    const warnings: unknown[] = [];
    const state = new CatalogueState(database.db, reader, (error) => warnings.push(error));
    const loaded = await state.current();
    expect(loaded.changeNumber).toBe(1);
    failing = true;
    await new Promise((resolve) => setImmediate(resolve)); // the next event-loop turn reads again
    expect(await state.current()).toBe(loaded);
    expect(warnings).toHaveLength(1);
  });

  it('fails when it never loaded a catalogue', async () => {
    const reader = {
      read: () => {
        throw new Error('database gone');
      },
      close: () => undefined,
    };
    const state = new CatalogueState(database.db, reader);
    expect(() => state.current()).toThrow('database gone');
  });
});
