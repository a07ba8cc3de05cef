import type { CatalogueDocument } from './document';
import { productRecordKey } from './products';

type Section = keyof CatalogueDocument;

/** The key that identifies a row of each section: an imported row replaces the stored one with the same key. */
export const rowKey: { [S in Section]: (row: CatalogueDocument[S][number]) => string } = {
  materials: (row) => row.materialType,
  frameTypes: (row) => row.frameType,
  prices: (row) => `${row.channel}|${row.country}|${row.article}`,
  accessories: (row) => row.sku,
  photoboxes: (row) => row.photoboxType,
  shipping: (row) => `${row.channel}|${row.country}`,
  campaigns: (row) => row.id,
  localizedUrls: (row) => `${row.pageKey}|${row.channel}|${row.locale}`,
  ...productRecordKey,
};

const sections = Object.keys(rowKey) as Section[];

function mergeSection<S extends Section>(
  section: S,
  base: CatalogueDocument[S],
  update: CatalogueDocument[S],
) {
  const key = rowKey[section] as (row: CatalogueDocument[S][number]) => string;
  const rows = new Map(base.map((row) => [key(row), row]));
  for (const row of update) rows.set(key(row), row);
  return [...rows.values()] as CatalogueDocument[S];
}

/** The stored catalogue with an import laid over it: what the catalogue will be after the import. */
export function mergeDocuments(
  base: CatalogueDocument,
  update: CatalogueDocument,
): CatalogueDocument {
  return Object.fromEntries(
    sections.map((section) => [section, mergeSection(section, base[section], update[section])]),
  ) as CatalogueDocument;
}

/** Rows of the file that share a key with another row of the same file: an ambiguous import. */
export function duplicateKeys(document: CatalogueDocument): string[] {
  return sections.flatMap((section) => {
    const seen = new Set<string>();
    const key = rowKey[section] as (row: unknown) => string;
    return (document[section] as unknown[]).flatMap((row) => {
      const id = key(row);
      if (!seen.has(id)) return (seen.add(id), []);
      return [`${section}: "${id}" appears more than once`];
    });
  });
}
