import type { ChannelId } from './config/channels';
import { storyInputSchema } from './model/story-input';
import { buildSeed, seedByChannel } from '../seed/index';
import { importSpaces, type ImportSummary } from './store/import';
import type { ContentDb } from './store/spaces';

/** Imports the generated seed into every space, published. Running it again changes nothing. */
export function seedContent(db: ContentDb): Promise<Partial<Record<ChannelId, ImportSummary>>> {
  // Parsed like every other import, so the stored form (and the idempotence check) is the same.
  const stories = new Map(
    [...seedByChannel(buildSeed())].map(([channel, list]) => [
      channel,
      list.map((story) => storyInputSchema.parse(story)),
    ]),
  );
  return importSpaces(db, stories, { publish: true });
}

export async function countStories(db: ContentDb): Promise<number> {
  const row = await db
    .selectFrom('content_stories')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('is_folder', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
