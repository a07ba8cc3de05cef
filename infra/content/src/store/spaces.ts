import type { Kysely } from 'kysely';
import { migrateToLatest } from '@shop/db';
import { channelIds, spaceIds, type ChannelId } from '../config/channels';
import { contentMigrations } from './migrations';
import type { ContentSchema } from './schema';

export type ContentDb = Kysely<ContentSchema>;
export type Space = { id: number; name: ChannelId; cv: number };

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Migrates the `content` namespace and creates one space per channel. */
export async function prepareContentDatabase(db: ContentDb): Promise<void> {
  await migrateToLatest(db, 'content', contentMigrations);
  for (const name of channelIds) {
    await db
      .insertInto('content_spaces')
      .values({ id: spaceIds[name], name, cv: nowSeconds(), created_at: new Date().toISOString() })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
  }
}

export async function listSpaces(db: ContentDb): Promise<Space[]> {
  const rows = await db.selectFrom('content_spaces').selectAll().orderBy('id').execute();
  return rows.map((row) => ({ id: row.id, name: row.name as ChannelId, cv: Number(row.cv) }));
}

/** The current cache version of a space (a Unix timestamp that moves on every publish). */
export async function currentCv(db: ContentDb, spaceId: number): Promise<number> {
  const row = await db
    .selectFrom('content_spaces')
    .select('cv')
    .where('id', '=', spaceId)
    .executeTakeFirstOrThrow();
  return Number(row.cv);
}

/** Moves the cache version forward: now, or one more than before if that is later. */
export async function bumpCv(db: ContentDb, spaceId: number): Promise<number> {
  const next = Math.max(nowSeconds(), (await currentCv(db, spaceId)) + 1);
  await db.updateTable('content_spaces').set({ cv: next }).where('id', '=', spaceId).execute();
  return next;
}
