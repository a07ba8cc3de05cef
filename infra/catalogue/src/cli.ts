import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '@shop/db';
import type { CatalogueSchema } from './db/schema';
import { buildSeedCatalogue } from './seed/index';
import {
  CatalogueImportError,
  importCatalogue,
  loadCatalogue,
  prepareCatalogueDatabase,
} from './store/catalogue-store';

const usage = `Usage: npm run catalogue -- <command>
  import FILE     Imports a catalogue JSON file (sections materials, frameTypes, prices, accessories, photoboxes,
                  shipping, campaigns, localizedUrls; each optional). Every row is checked together with the stored
                  catalogue; any problem and nothing is written. Rows replace stored rows with the same key.
  export [FILE]   Writes the stored catalogue as such a file (default: standard output).
  seed            Imports the generated seed catalogue (what npm start seeds into an empty database).
Database: DATABASE_URL (default file:.data/shop.sqlite). Running services see an import on their next request.`;

const log = (event: string, data: Record<string, unknown>) =>
  console.log(JSON.stringify({ event, ...data }));

async function withDatabase<T>(
  run: (db: ReturnType<typeof openDatabase<CatalogueSchema>>['db']) => Promise<T>,
): Promise<T> {
  const database = openDatabase<CatalogueSchema>();
  try {
    await prepareCatalogueDatabase(database.db);
    return await run(database.db);
  } finally {
    await database.close();
  }
}

function readJson(file: string): unknown {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new CatalogueImportError([
      `${file}: cannot read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`,
    ]);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new CatalogueImportError([`${file}: not valid JSON (${(error as Error).message})`]);
  }
}

const [command, ...args] = process.argv.slice(2);
try {
  if (command === 'import' && args[0]) {
    const file = path.resolve(args[0]);
    const document = readJson(file);
    await withDatabase(async (db) =>
      log('catalogue-imported', { file, ...(await importCatalogue(db, document)) }),
    );
  } else if (command === 'export') {
    const { document, changeNumber } = await withDatabase((db) => loadCatalogue(db));
    const json = `${JSON.stringify(document, null, 2)}\n`;
    if (args[0]) {
      fs.writeFileSync(path.resolve(args[0]), json);
      log('catalogue-exported', { file: path.resolve(args[0]), changeNumber });
    } else process.stdout.write(json);
  } else if (command === 'seed') {
    await withDatabase(async (db) =>
      log('catalogue-seeded', { ...(await importCatalogue(db, buildSeedCatalogue())) }),
    );
  } else {
    console.error(usage);
    process.exitCode = 2;
  }
} catch (error) {
  const problems = error instanceof CatalogueImportError ? error.problems : undefined;
  console.error(
    JSON.stringify({
      event: 'catalogue-cli-failed',
      message: (error as Error).message.split('\n')[0],
      problems,
    }),
  );
  if (problems) console.error(`\n${(error as Error).message}`);
  process.exitCode = 1;
}
