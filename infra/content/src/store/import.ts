import type { ChannelId } from '../config/channels';
import { spaceIds } from '../config/channels';
import type { StoryInput } from '../model/story-input';
import { bumpCv, currentCv, type ContentDb } from './spaces';
import { upsertStory } from './story-write';

export type ImportSummary = { created: number; updated: number; unchanged: number; cv: number };

const depth = (story: StoryInput) => story.full_slug.replace(/\/$/, '').split('/').length;

/** Writes stories with an open transaction. Folders first, shallow before deep; the cv moves once. */
async function importInto(
  trx: ContentDb,
  spaceId: number,
  stories: StoryInput[],
  options: { publish: boolean },
): Promise<ImportSummary> {
  const ordered = [...stories].sort(
    (a, b) => Number(Boolean(b.is_folder)) - Number(Boolean(a.is_folder)) || depth(a) - depth(b),
  );
  const summary = { created: 0, updated: 0, unchanged: 0 };
  let publishedChanged = false;
  for (const story of ordered) {
    const result = await upsertStory(trx, spaceId, story, options);
    summary[result.change] += 1;
    publishedChanged ||= result.publishedChanged;
  }
  const cv = publishedChanged ? await bumpCv(trx, spaceId) : await currentCv(trx, spaceId);
  return { ...summary, cv };
}

/** Writes many stories in one transaction: all of them or none. */
export function importStories(
  db: ContentDb,
  spaceId: number,
  stories: StoryInput[],
  options: { publish: boolean },
): Promise<ImportSummary> {
  return db.transaction().execute((trx) => importInto(trx, spaceId, stories, options));
}

/** Imports into several spaces in one transaction, so a failure in any space leaves every space untouched. */
export function importSpaces(
  db: ContentDb,
  stories: Map<ChannelId, StoryInput[]>,
  options: { publish: boolean },
): Promise<Partial<Record<ChannelId, ImportSummary>>> {
  return db.transaction().execute(async (trx) => {
    const result: Partial<Record<ChannelId, ImportSummary>> = {};
    for (const [channel, list] of stories)
      result[channel] = await importInto(trx, spaceIds[channel], list, options);
    return result;
  });
}
