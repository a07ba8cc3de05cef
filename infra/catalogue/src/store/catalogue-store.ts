import { PostgresAdapter, sql, type Kysely, type Transaction } from 'kysely';
import { migrateToLatest } from '@shop/db';
import { catalogueMigrations } from '../db/migrations';
import type { CatalogueSchema } from '../db/schema';
import { catalogueDocumentSchema, type CatalogueDocument } from '../model/document';
import { duplicateKeys, mergeDocuments } from '../model/merge';
import { catalogueProblems } from '../model/validate';
import { changeChannelPrefix } from './pg-change-listener';
import { documentToRows, rowsToDocument, type Rows } from './rows';

type Db = Kysely<CatalogueSchema> | Transaction<CatalogueSchema>;
type DataTable = Exclude<keyof CatalogueSchema, 'catalogue_state'>;

const tables: DataTable[] = [
  'catalogue_material',
  'catalogue_format',
  'catalogue_material_frame',
  'catalogue_material_option',
  'catalogue_frame_type',
  'catalogue_price',
  'catalogue_accessory',
  'catalogue_photobox_format',
  'catalogue_shipping',
  'catalogue_campaign',
  'catalogue_localized_url',
  'catalogue_record',
];

/** Primary key columns: an imported row replaces the stored row with the same key. */
const keys: Record<DataTable, string[]> = {
  catalogue_material: ['material_type'],
  catalogue_format: ['material_type', 'format_type'],
  catalogue_material_frame: ['material_type', 'frame_kind'],
  catalogue_material_option: ['material_type', 'option_group', 'option_value'],
  catalogue_frame_type: ['frame_type'],
  catalogue_price: ['channel', 'country', 'article'],
  catalogue_accessory: ['sku'],
  catalogue_photobox_format: ['photobox_type', 'format_type'],
  catalogue_shipping: ['channel', 'country'],
  catalogue_campaign: ['id'],
  catalogue_localized_url: ['page_key', 'channel', 'locale'],
  catalogue_record: ['section', 'record_key'],
};

/** An import that breaks a rule: nothing was written; `problems` lists every one. */
export class CatalogueImportError extends Error {
  constructor(readonly problems: string[]) {
    super(`Nothing imported; fix these first:\n  ${problems.join('\n  ')}`);
    this.name = 'CatalogueImportError';
  }
}

export async function prepareCatalogueDatabase(db: Kysely<CatalogueSchema>): Promise<void> {
  await migrateToLatest(db, 'catalogue', catalogueMigrations);
}

/** The change number: raised by every import, so caches know their answers are stale. */
export async function readChangeNumber(db: Db): Promise<number> {
  const row = await db
    .selectFrom('catalogue_state')
    .select('change_number')
    .where('id', '=', 1)
    .executeTakeFirst();
  return Number(row?.change_number ?? 0);
}

/** Whether any product record (theme, design group, …) is stored. */
export async function hasProductRecords(db: Db): Promise<boolean> {
  return (
    (await db.selectFrom('catalogue_record').select('section').limit(1).executeTakeFirst()) !==
    undefined
  );
}

/** A reader of the change number for the hot path: the query is compiled once. */
export function changeNumberReader(db: Kysely<CatalogueSchema>): () => Promise<number> {
  const query = db
    .selectFrom('catalogue_state')
    .select('change_number')
    .where('id', '=', 1)
    .compile();
  return async () => Number((await db.executeQuery(query)).rows[0]?.change_number ?? 0);
}

/** The whole stored catalogue and the change number it belongs to, read in one transaction. */
export async function loadCatalogue(
  db: Kysely<CatalogueSchema>,
): Promise<{ document: CatalogueDocument; changeNumber: number }> {
  return db.transaction().execute(async (trx) => ({
    document: await readDocument(trx),
    changeNumber: await readChangeNumber(trx),
  }));
}

async function readDocument(db: Db): Promise<CatalogueDocument> {
  const entries = await Promise.all(
    tables.map(async (table) => [table, await db.selectFrom(table).selectAll().execute()] as const),
  );
  return rowsToDocument(Object.fromEntries(entries) as unknown as Omit<Rows, 'catalogue_state'>);
}

/** Validates a document (shape, then the whole catalogue it would produce); throws listing every problem. */
export function parseCatalogueDocument(input: unknown): CatalogueDocument {
  const parsed = catalogueDocumentSchema.safeParse(input);
  if (!parsed.success) {
    throw new CatalogueImportError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`),
    );
  }
  const duplicates = duplicateKeys(parsed.data);
  if (duplicates.length > 0) throw new CatalogueImportError(duplicates);
  return parsed.data;
}

export type ImportResult = { changeNumber: number; rows: Record<keyof CatalogueDocument, number> };

/**
 * Imports a catalogue document all or nothing: it is checked together with what is stored, and
 * only a catalogue without problems is written, in one transaction that raises the change number.
 */
export async function importCatalogue(
  db: Kysely<CatalogueSchema>,
  input: unknown,
  now = new Date(),
): Promise<ImportResult> {
  const document = parseCatalogueDocument(input);
  return db.transaction().execute(async (trx) => {
    const stored = await readDocument(trx);
    const problems = catalogueProblems(mergeDocuments(stored, document));
    if (problems.length > 0) throw new CatalogueImportError(problems);
    const rows = documentToRows(document);
    // A material's formats, frames and options are replaced as a whole.
    const replaced = document.materials.map((m) => m.materialType);
    if (replaced.length > 0) {
      for (const table of [
        'catalogue_format',
        'catalogue_material_frame',
        'catalogue_material_option',
      ] as const) {
        await trx.deleteFrom(table).where('material_type', 'in', replaced).execute();
      }
    }
    const boxes = document.photoboxes.map((b) => b.photoboxType);
    if (boxes.length > 0)
      await trx
        .deleteFrom('catalogue_photobox_format')
        .where('photobox_type', 'in', boxes)
        .execute();
    for (const table of tables) await upsert(trx, table, rows[table]);
    const changeNumber = (await readChangeNumber(trx)) + 1;
    await trx
      .updateTable('catalogue_state')
      .set({ change_number: changeNumber, updated_at: now.toISOString() })
      .where('id', '=', 1)
      .execute();
    // PostgreSQL delivers this at commit to every catalogue service listening on this schema.
    if (trx.getExecutor().adapter instanceof PostgresAdapter)
      await sql`select pg_notify(${changeChannelPrefix} || current_schema(), ${String(changeNumber)})`.execute(
        trx,
      );
    const counts = Object.fromEntries(
      Object.entries(document).map(([section, list]) => [section, (list as unknown[]).length]),
    );
    return { changeNumber, rows: counts as ImportResult['rows'] };
  });
}

async function upsert(
  trx: Transaction<CatalogueSchema>,
  table: DataTable,
  rows: Array<Record<string, unknown>>,
) {
  // Chunks stay below SQLite's and PostgreSQL's bound-parameter limits.
  for (let start = 0; start < rows.length; start += 400) {
    const chunk = rows.slice(start, start + 400);
    const columns = Object.keys(chunk[0]!).filter((column) => !keys[table].includes(column));
    await trx
      .insertInto(table)
      .values(chunk as never)
      .onConflict((conflict) => {
        const target = conflict.columns(keys[table] as never);
        if (columns.length === 0) return target.doNothing();
        return target.doUpdateSet(
          Object.fromEntries(
            columns.map((column) => [column, (eb: any) => eb.ref(`excluded.${column}`)]),
          ) as never,
        );
      })
      .execute();
  }
}
