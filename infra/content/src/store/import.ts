import type { StoryInput } from '../model/story-input';
import { bumpCv, currentCv, type ContentDb } from './spaces';
import { upsertStory } from './story-write';

export type ImportSummary = { created: number; updated: number; unchanged: number; cv: number };

const depth = (story: StoryInput) => story.full_slug.replace(/\/$/, '').split('/').length;

/**
 * Writes many stories in one transaction: all of them or none. Folders go first, shallow before
 * deep, so explicit folder names win over generated ones. The cache version moves once.
 */
export async function importStories(db: ContentDb, spaceId: number, stories: StoryInput[], options: { publish: boolean }): Promise<ImportSummary> {
  const ordered = [...stories].sort((a, b) => Number(Boolean(b.is_folder)) - Number(Boolean(a.is_folder)) || depth(a) - depth(b));
  return db.transaction().execute(async (trx) => {
    const summary = { created: 0, updated: 0, unchanged: 0 };
    let publishedChanged = false;
    for (const story of ordered) {
      const result = await upsertStory(trx, spaceId, story, options);
      summary[result.change] += 1;
      publishedChanged ||= result.publishedChanged;
    }
    const cv = publishedChanged ? await bumpCv(trx, spaceId) : await currentCv(trx, spaceId);
    return { ...summary, cv };
  });
}
