import crypto from 'node:crypto';
import { conflict, notFound } from '@shop/server-kit';
import type { StoryInput } from '../model/story-input';
import { bumpCv, type ContentDb } from './spaces';
import type { StoryRow, StoryVersion } from './schema';
import { ancestorFolders, isStartpageSlug, lastSegment } from './slugs';

/** `publishedChanged` tells the caller to move the space's cache version (once per transaction). */
export type WriteResult = {
  row: StoryRow;
  change: 'created' | 'updated' | 'unchanged';
  publishedChanged: boolean;
};

const now = () => new Date().toISOString();

function versionOf(input: StoryInput): StoryVersion {
  const startpage = isStartpageSlug(input.full_slug);
  return {
    name: input.name,
    slug: input.slug ?? (startpage ? 'home' : lastSegment(input.full_slug)),
    full_slug: input.full_slug,
    is_startpage: input.is_startpage ?? startpage,
    position: input.position ?? 0,
    tag_list: input.tag_list ?? [],
    path: input.path ?? null,
    sort_by_date: input.sort_by_date ?? null,
    content: (input.content as Record<string, unknown> | undefined) ?? null,
  };
}

async function findFolder(db: ContentDb, spaceId: number, fullSlug: string): Promise<StoryRow> {
  const row = await db
    .selectFrom('content_stories')
    .selectAll()
    .where('space_id', '=', spaceId)
    .where('draft_full_slug', '=', fullSlug)
    .executeTakeFirst();
  if (row && !row.is_folder) {
    throw conflict(
      `full_slug: "${fullSlug}" is a story, not a folder; move it to "${fullSlug}/" (the folder's start page) to nest stories below it`,
    );
  }
  if (row) return row;
  return (
    await upsertStory(
      db,
      spaceId,
      { name: lastSegment(fullSlug), full_slug: fullSlug, is_folder: true },
      { publish: true },
    )
  ).row;
}

/**
 * Creates or updates a story's draft (found by uuid, else by full_slug), creating missing folders.
 * With `publish` the draft becomes the published version too. Nothing changes when the input matches.
 */
export async function upsertStory(
  db: ContentDb,
  spaceId: number,
  input: StoryInput,
  options: { publish: boolean },
): Promise<WriteResult> {
  let parentId: number | null = null;
  for (const folder of ancestorFolders(input.full_slug))
    parentId = (await findFolder(db, spaceId, folder)).id;

  const byUuid = input.uuid
    ? await db
        .selectFrom('content_stories')
        .selectAll()
        .where('uuid', '=', input.uuid)
        .executeTakeFirst()
    : undefined;
  if (byUuid && byUuid.space_id !== spaceId)
    throw conflict(`uuid: ${input.uuid} belongs to a story in another space`);
  const bySlug = await db
    .selectFrom('content_stories')
    .selectAll()
    .where('space_id', '=', spaceId)
    .where('draft_full_slug', '=', input.full_slug)
    .executeTakeFirst();
  if (byUuid && bySlug && byUuid.id !== bySlug.id)
    throw conflict(`full_slug: "${input.full_slug}" is taken by story ${bySlug.id}`);
  const existing = byUuid ?? bySlug;
  if (existing && Boolean(existing.is_folder) !== Boolean(input.is_folder)) {
    throw conflict(
      `full_slug: "${input.full_slug}" exists already as a ${existing.is_folder ? 'folder' : 'story'}`,
    );
  }

  const draftJson = JSON.stringify(versionOf(input));
  const folder = Boolean(input.is_folder);
  // Folders are always visible to readers of published content, as in Storyblok's links.
  const publish = options.publish || folder;
  const time = now();

  if (!existing) {
    const row = await db
      .insertInto('content_stories')
      .values({
        uuid: input.uuid ?? crypto.randomUUID(),
        space_id: spaceId,
        is_folder: folder ? 1 : 0,
        parent_id: parentId,
        group_id: input.group_id ?? crypto.randomUUID(),
        created_at: time,
        updated_at: time,
        published_at: publish && !folder ? time : null,
        first_published_at: publish && !folder ? time : null,
        draft_full_slug: input.full_slug,
        draft_json: draftJson,
        published_full_slug: publish ? input.full_slug : null,
        published_json: publish ? draftJson : null,
      } as never)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { row, change: 'created', publishedChanged: publish && !folder };
  }

  const groupId = input.group_id ?? existing.group_id;
  const draftSame =
    existing.draft_json === draftJson &&
    existing.group_id === groupId &&
    existing.parent_id === parentId;
  const publishedSame = !publish || existing.published_json === draftJson;
  if (draftSame && publishedSame)
    return { row: existing, change: 'unchanged', publishedChanged: false };

  const row = await db
    .updateTable('content_stories')
    .set({
      parent_id: parentId,
      group_id: groupId,
      updated_at: time,
      draft_full_slug: input.full_slug,
      draft_json: draftJson,
      ...(publish ? publishedFields(existing, input.full_slug, draftJson, time, folder) : {}),
    })
    .where('id', '=', existing.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { row, change: 'updated', publishedChanged: publish && !folder && !publishedSame };
}

function publishedFields(
  existing: StoryRow,
  fullSlug: string,
  json: string,
  time: string,
  folder: boolean,
) {
  return {
    published_full_slug: fullSlug,
    published_json: json,
    published_at: folder ? null : time,
    first_published_at: folder ? null : (existing.first_published_at ?? time),
  };
}

export async function getRow(db: ContentDb, spaceId: number, id: number): Promise<StoryRow> {
  const row = await db
    .selectFrom('content_stories')
    .selectAll()
    .where('space_id', '=', spaceId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(`Story ${id} not found in space ${spaceId}`);
  return row;
}

/** Makes the draft the published version and moves the space's cache version. */
export async function publishStory(db: ContentDb, spaceId: number, id: number): Promise<StoryRow> {
  const existing = await getRow(db, spaceId, id);
  const row = await db
    .updateTable('content_stories')
    .set({
      ...publishedFields(
        existing,
        existing.draft_full_slug,
        existing.draft_json,
        now(),
        Boolean(existing.is_folder),
      ),
      updated_at: now(),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await bumpCv(db, spaceId);
  return row;
}

export async function unpublishStory(
  db: ContentDb,
  spaceId: number,
  id: number,
): Promise<StoryRow> {
  const existing = await getRow(db, spaceId, id);
  if (existing.is_folder) throw conflict(`Story ${id} is a folder; folders cannot be unpublished`);
  const row = await db
    .updateTable('content_stories')
    .set({ published_full_slug: null, published_json: null, published_at: null, updated_at: now() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await bumpCv(db, spaceId);
  return row;
}

export async function deleteStory(db: ContentDb, spaceId: number, id: number): Promise<StoryRow> {
  const existing = await getRow(db, spaceId, id);
  const child = await db
    .selectFrom('content_stories')
    .select('id')
    .where('parent_id', '=', id)
    .executeTakeFirst();
  if (child)
    throw conflict(
      `Folder ${existing.draft_full_slug} is not empty; delete or move its stories first`,
    );
  await db.deleteFrom('content_stories').where('id', '=', id).execute();
  if (existing.published_json !== null && !existing.is_folder) await bumpCv(db, spaceId);
  return existing;
}
