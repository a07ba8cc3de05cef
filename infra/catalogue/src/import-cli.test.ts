import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { repoRoot } from '@shop/db';
import { testDialects } from '@shop/db/testing';
import { readChangeNumber } from './store/catalogue-store';
import { startTestCatalogue, type TestCatalogue } from './testing/harness';

const cli = path.join(repoRoot, 'infra/catalogue/src/cli.ts');
// Each case starts the CLI as its own process (TypeScript through tsx), seconds each on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

describe.each(await testDialects())('npm run catalogue -- import on %s', (dialect) => {
  let api: TestCatalogue;
  let dir: string;
  beforeAll(async () => {
    api = await startTestCatalogue(dialect);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-import-'));
  });
  afterAll(async () => {
    await api?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: api.database.url },
      encoding: 'utf8',
    });
  const write = (name: string, content: unknown) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
    return file;
  };
  const posterPrice = async () =>
    (await api.get('/price-api/prices/formats?materialType=poster')).json.payload.formats.find(
      (f: { formatType: string }) => f.formatType === '300x200',
    );

  it('writes nothing when one row of many is wrong, and lists every problem', async () => {
    const before = await posterPrice();
    const change = await readChangeNumber(api.database.db);
    const file = write('bad.json', {
      prices: [
        {
          channel: 'wallart',
          country: 'de',
          currency: 'EUR',
          article: 'format/poster/300x200',
          priceCurrent: 1.11,
          priceOriginal: 1.11,
        },
        {
          channel: 'wallart',
          country: 'ch',
          currency: 'EUR',
          article: 'format/poster/300x200',
          priceCurrent: 9.9,
          priceOriginal: 9.9,
        },
        {
          channel: 'kartenliebe',
          country: 'de',
          currency: 'EUR',
          article: 'format/marmor/300x200',
          priceCurrent: 9.9,
          priceOriginal: 9.9,
        },
      ],
    });
    const result = run('import', file);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('currency must be CHF, not EUR');
    expect(result.stderr).toContain('format/marmor/300x200: no such article');
    expect(await readChangeNumber(api.database.db)).toBe(change);
    expect(await posterPrice()).toEqual(before);
  });

  it('refuses a broken file, an unknown section and a missing file', async () => {
    expect(run('import', write('broken.json', '{ "prices": [')).stderr).toContain('not valid JSON');
    expect(run('import', write('unknown.json', { colours: [] })).stderr).toMatch(/colours/);
    const missing = run('import', path.join(dir, 'nope.json'));
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('cannot read');
    expect(run('frobnicate').status).toBe(2);
  });

  it('imports a valid file, which the running service shows on its next request', async () => {
    const file = write('good.json', {
      prices: [
        {
          channel: 'wallart',
          country: 'de',
          currency: 'EUR',
          article: 'format/poster/300x200',
          priceCurrent: 5.95,
          priceOriginal: 7.95,
        },
      ],
    });
    const result = run('import', file);
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({
      event: 'catalogue-imported',
      rows: { prices: 1, materials: 0 },
    });
    const imported = { priceCurrent: 5.95, priceOriginal: 7.95 };
    if (dialect === 'sqlite') expect(await posterPrice()).toMatchObject(imported);
    // PostgreSQL announces the import by a notification that can trail the CLI's exit by a moment.
    else await expect.poll(() => posterPrice(), { timeout: 15_000 }).toMatchObject(imported);
  });

  it('exports the stored catalogue as a file it can import again', async () => {
    const out = path.join(dir, 'export.json');
    expect(run('export', out).status).toBe(0);
    const exported = JSON.parse(fs.readFileSync(out, 'utf8'));
    expect(exported.materials).toHaveLength(15);
    expect(run('import', out).status).toBe(0);
  });
});
