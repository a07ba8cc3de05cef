import type { ContentDb } from './spaces';
import type { StoryRow, StoryVersion } from './schema';

export type Version = 'draft' | 'published';

/** A story row with the version a reader asked for already parsed. */
export type StoryView = { row: StoryRow; version: StoryVersion; published: boolean };

/** The version of a row a reader sees, or undefined when it has none (unpublished, for published readers). */
export function viewOf(row: StoryRow, version: Version): StoryView | undefined {
  const json = version === 'draft' ? row.draft_json : row.published_json;
  if (json === null) return undefined;
  return { row, version: JSON.parse(json) as StoryVersion, published: row.published_json !== null };
}

const views = (rows: StoryRow[], version: Version) =>
  rows.map((row) => viewOf(row, version)).filter((view): view is StoryView => view !== undefined);

function visible(db: ContentDb, spaceId: number, version: Version) {
  const query = db.selectFrom('content_stories').selectAll().where('space_id', '=', spaceId);
  return version === 'published' ? query.where('published_json', 'is not', null) : query;
}

const slugColumn = (version: Version): 'draft_full_slug' | 'published_full_slug' =>
  version === 'draft' ? 'draft_full_slug' : 'published_full_slug';

/** A story by full slug; a folder's slug finds its start page (`de-de` → `de-de/`), as Storyblok does. */
export async function findBySlug(
  db: ContentDb,
  spaceId: number,
  version: Version,
  fullSlug: string,
): Promise<StoryView | undefined> {
  const trimmed = fullSlug.replace(/\/$/, '');
  const candidates = fullSlug.endsWith('/') ? [fullSlug] : [trimmed, `${trimmed}/`];
  const rows = await visible(db, spaceId, version)
    .where(slugColumn(version), 'in', candidates)
    .where('is_folder', '=', 0)
    .execute();
  const row = candidates
    .map((slug) => rows.find((candidate) => candidate[slugColumn(version)] === slug))
    .find(Boolean);
  return row ? viewOf(row, version) : undefined;
}

export async function findById(
  db: ContentDb,
  spaceId: number,
  version: Version,
  id: number,
): Promise<StoryView | undefined> {
  const row = await visible(db, spaceId, version)
    .where('id', '=', id)
    .where('is_folder', '=', 0)
    .executeTakeFirst();
  return row ? viewOf(row, version) : undefined;
}

export async function findByUuid(
  db: ContentDb,
  spaceId: number,
  version: Version,
  uuid: string,
): Promise<StoryView | undefined> {
  const row = await visible(db, spaceId, version)
    .where('uuid', '=', uuid)
    .where('is_folder', '=', 0)
    .executeTakeFirst();
  return row ? viewOf(row, version) : undefined;
}

/** Stories (not folders) by uuid, in no particular order. */
export async function findByUuids(
  db: ContentDb,
  spaceId: number,
  version: Version,
  uuids: string[],
): Promise<StoryView[]> {
  if (uuids.length === 0) return [];
  const rows = await visible(db, spaceId, version)
    .where('uuid', 'in', [...new Set(uuids)])
    .where('is_folder', '=', 0)
    .execute();
  return views(rows, version);
}

/** Every entry below a slug prefix (or the whole space); folders only when asked. */
export async function listEntries(
  db: ContentDb,
  spaceId: number,
  version: Version,
  options: { startsWith?: string; folders: 'exclude' | 'include' },
): Promise<StoryView[]> {
  let query = visible(db, spaceId, version);
  if (options.startsWith)
    query = query.where(slugColumn(version), 'like', `${escapeLike(options.startsWith)}%`);
  if (options.folders === 'exclude') query = query.where('is_folder', '=', 0);
  const rows = await query.orderBy('id').execute();
  // LIKE's escape syntax differs per dialect; the exact prefix check here keeps both honest.
  return views(rows, version).filter(
    (view) => !options.startsWith || view.version.full_slug.startsWith(options.startsWith),
  );
}

/** Language versions: the other stories sharing a group id. */
export async function findGroups(
  db: ContentDb,
  spaceId: number,
  version: Version,
  groupIds: string[],
): Promise<StoryView[]> {
  if (groupIds.length === 0) return [];
  const rows = await visible(db, spaceId, version)
    .where('group_id', 'in', [...new Set(groupIds)])
    .where('is_folder', '=', 0)
    .execute();
  return views(rows, version);
}

const escapeLike = (value: string) => value.replace(/[%_]/g, '_');
