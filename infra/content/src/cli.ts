import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '@shop/db';
import { openSharedRedis } from '@shop/server-kit';
import { channelIds, isChannelId, type ChannelId } from './config/channels';
import { devTokensFile } from './config/tokens';
import { storyInputSchema, type StoryInput } from './model/story-input';
import { buildSeed } from '../seed/index';
import { createContentChanges } from './content-changes';
import { seedContent } from './seed-content';
import { importSpaces, type ImportSummary } from './store/import';
import type { ContentSchema } from './store/schema';
import { prepareContentDatabase } from './store/spaces';

const usage = `Usage: npm run content -- <command>
  import DIR [--space wallart|kartenliebe] [--draft]
        Imports every *.json story below DIR, all or nothing. Without --space the first folder
        below DIR names the space (DIR/wallart/..., DIR/kartenliebe/...). --draft keeps them unpublished.
  seed [--out DIR]
        Imports the generated seed (idempotent), or writes it as JSON files to DIR instead.
Database: DATABASE_URL (default file:.data/shop.sqlite). Dev tokens: ${devTokensFile}`;

function filesBelow(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesBelow(full);
    return entry.name.endsWith('.json') ? [full] : [];
  });
}

/** Reads and validates every story file; all problems are reported before anything is written. */
function readStories(dir: string, fixedSpace: ChannelId | undefined): Map<ChannelId, StoryInput[]> {
  const bySpace = new Map<ChannelId, StoryInput[]>();
  const problems: string[] = [];
  for (const file of filesBelow(dir)) {
    const relative = path.relative(dir, file);
    const space = fixedSpace ?? relative.split(path.sep)[0];
    if (!space || !isChannelId(space)) {
      problems.push(
        `${relative}: put it below a space folder (${channelIds.join(', ')}) or pass --space`,
      );
      continue;
    }
    let json: unknown;
    try {
      json = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (error) {
      problems.push(`${relative}: not valid JSON (${(error as Error).message})`);
      continue;
    }
    const result = storyInputSchema.safeParse(json);
    if (!result.success) {
      for (const issue of result.error.issues)
        problems.push(`${relative}: ${issue.path.join('.') || '(story)'}: ${issue.message}`);
      continue;
    }
    bySpace.set(space, [...(bySpace.get(space) ?? []), result.data]);
  }
  if (problems.length > 0)
    throw new Error(`Nothing imported; fix these first:\n  ${problems.join('\n  ')}`);
  return bySpace;
}

function writeSeed(dir: string): number {
  const stories = buildSeed();
  for (const { space, story } of stories) {
    const name = story.is_folder
      ? `${story.full_slug}/_folder.json`
      : `${story.full_slug.replace(/\/$/, '/_start')}.json`;
    const file = path.join(dir, space, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify(story, null, 2)}\n`);
  }
  return stories.length;
}

async function withDatabase<T>(
  run: (db: ReturnType<typeof openDatabase<ContentSchema>>['db']) => Promise<T>,
): Promise<T> {
  const database = openDatabase<ContentSchema>();
  try {
    await prepareContentDatabase(database.db);
    return await run(database.db);
  } finally {
    await database.close();
  }
}

/** With REDIS_URL the running gateways hear of the spaces whose published stories changed. */
async function announce(
  summaries: Partial<Record<ChannelId, ImportSummary>>,
  options: { publish: boolean },
) {
  const redis = openSharedRedis();
  if (!redis || !options.publish) return summaries;
  const changes = createContentChanges(redis);
  try {
    for (const [channel, summary] of Object.entries(summaries))
      if (summary.created + summary.updated > 0) await changes.published(channel as ChannelId);
  } finally {
    await changes.close();
    await redis.close();
  }
  return summaries;
}

const log = (event: string, data: Record<string, unknown>) =>
  console.log(JSON.stringify({ event, ...data }));
const [command, ...args] = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args[index + 1];
};

try {
  if (command === 'import' && args[0] && !args[0].startsWith('--')) {
    const space = option('--space');
    if (space !== undefined && !isChannelId(space))
      throw new Error(`--space must be one of ${channelIds.join(', ')}`);
    const stories = readStories(path.resolve(args[0]), space as ChannelId | undefined);
    const publish = !args.includes('--draft');
    await withDatabase(async (db) =>
      log(
        'content-imported',
        await announce(await importSpaces(db, stories, { publish }), { publish }),
      ),
    );
  } else if (command === 'seed') {
    const out = option('--out');
    if (out)
      log('content-seed-written', {
        dir: path.resolve(out),
        stories: writeSeed(path.resolve(out)),
      });
    else
      await withDatabase(async (db) =>
        log('content-seeded', await announce(await seedContent(db), { publish: true })),
      );
  } else {
    console.error(usage);
    process.exitCode = 2;
  }
} catch (error) {
  console.error(JSON.stringify({ event: 'content-cli-failed', message: (error as Error).message }));
  process.exitCode = 1;
}
