import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { notFound, parseInput, unauthorized } from '@shop/server-kit';
import { channelIds, spaceIds, type ChannelId } from '../config/channels';
import { storyInputSchema, type StoryInput } from '../model/story-input';
import { importStories } from '../store/import';
import { parentPath } from '../store/slugs';
import { bumpCv, listSpaces, type ContentDb } from '../store/spaces';
import type { StoryRow, StoryVersion } from '../store/schema';
import {
  deleteStory,
  getRow,
  publishStory,
  unpublishStory,
  upsertStory,
} from '../store/story-write';

const publishFlag = z
  .union([z.boolean(), z.literal(1), z.literal(0), z.literal('1'), z.literal('0')])
  .optional()
  .transform((value) => value === true || value === 1 || value === '1');
const createSchema = z.object({ story: storyInputSchema, publish: publishFlag });
const updateSchema = z.object({
  story: z.record(z.string(), z.unknown(), { error: 'story must be an object' }),
  publish: publishFlag,
});
const importSchema = z.object({
  stories: z
    .array(storyInputSchema, { error: 'stories must be a list of stories' })
    .min(1, 'stories must not be empty'),
  publish: z.boolean().optional(),
});

/** The management view of a story (Storyblok MAPI shape): the draft plus publication state. */
export function managementStory(row: StoryRow) {
  const draft = JSON.parse(row.draft_json) as StoryVersion;
  return {
    id: row.id,
    uuid: row.uuid,
    ...draft,
    is_folder: Boolean(row.is_folder),
    parent_id: row.parent_id ?? 0,
    group_id: row.group_id,
    created_at: row.created_at,
    updated_at: row.updated_at,
    published_at: row.published_at,
    first_published_at: row.first_published_at,
    published: row.published_json !== null && !row.is_folder,
    unpublished_changes: row.published_json !== null && row.published_json !== row.draft_json,
  };
}

function spaceIdOf(value: string): number {
  const byName = channelIds.find((channel) => channel === value);
  if (byName) return spaceIds[byName as ChannelId];
  const id = Number(value);
  if (Object.values(spaceIds).includes(id)) return id;
  throw notFound(
    `Space not found: ${value}; use one of ${channelIds.map((c) => `${c} (${spaceIds[c]})`).join(', ')}`,
  );
}

const storyId = (value: string) => {
  const id = Number(value);
  if (!Number.isInteger(id)) throw notFound(`Story not found: ${value}`);
  return id;
};

function safeEqual(a: string, b: string): boolean {
  const left = crypto.createHash('sha256').update(a).digest();
  const right = crypto.createHash('sha256').update(b).digest();
  return crypto.timingSafeEqual(left, right);
}

type Params = { space: string; id: string };

/** Management API (Storyblok MAPI subset) behind CONTENT_MANAGEMENT_TOKEN, sent as the Authorization header. */
export function registerManagementRoutes(
  app: FastifyInstance,
  deps: {
    db: ContentDb;
    managementToken: string;
    /** Called after a write that changed what readers of published content get has committed. */
    published: (channel: ChannelId) => Promise<void>;
  },
): void {
  const { db } = deps;
  const published = (spaceId: number) => {
    const channel = channelIds.find((id) => spaceIds[id] === spaceId);
    return channel ? deps.published(channel) : Promise.resolve();
  };
  app.register(async (scope) => {
    scope.addHook('onRequest', async (request: FastifyRequest) => {
      const header = request.headers.authorization?.replace(/^Bearer\s+/i, '') ?? '';
      if (!header) throw unauthorized('Missing Authorization header: send the management token');
      if (!safeEqual(header, deps.managementToken)) throw unauthorized('Invalid management token');
    });

    scope.get('/v1/spaces', async () => ({ spaces: await listSpaces(db) }));

    scope.get<{ Params: Params; Querystring: { starts_with?: string; with_slug?: string } }>(
      '/v1/spaces/:space/stories',
      async (request) => {
        const spaceId = spaceIdOf(request.params.space);
        let query = db.selectFrom('content_stories').selectAll().where('space_id', '=', spaceId);
        if (request.query.with_slug)
          query = query.where('draft_full_slug', '=', request.query.with_slug);
        const rows = await query.orderBy('id').execute();
        const stories = rows.filter(
          (row) =>
            !request.query.starts_with || row.draft_full_slug.startsWith(request.query.starts_with),
        );
        return { stories: stories.map(managementStory) };
      },
    );

    scope.get<{ Params: Params }>('/v1/spaces/:space/stories/:id', async (request) => ({
      story: managementStory(
        await getRow(db, spaceIdOf(request.params.space), storyId(request.params.id)),
      ),
    }));

    scope.post<{ Params: Params }>('/v1/spaces/:space/stories', async (request, reply) => {
      const spaceId = spaceIdOf(request.params.space);
      const body = parseInput(createSchema, request.body, 'story');
      const result = await db.transaction().execute(async (trx) => {
        const result = await upsertStory(trx, spaceId, body.story, { publish: body.publish });
        if (result.publishedChanged) await bumpCv(trx, spaceId);
        return result;
      });
      if (result.publishedChanged) await published(spaceId);
      const { row } = result;
      request.log.info({
        event: 'content-story-saved',
        spaceId,
        id: row.id,
        fullSlug: row.draft_full_slug,
        published: body.publish,
      });
      return reply.status(201).send({ story: managementStory(row) });
    });

    scope.put<{ Params: Params }>('/v1/spaces/:space/stories/:id', async (request) => {
      const spaceId = spaceIdOf(request.params.space);
      const body = parseInput(updateSchema, request.body, 'story');
      const existing = await getRow(db, spaceId, storyId(request.params.id));
      const merged = mergeUpdate(existing, body.story);
      const input = parseInput(
        z.object({ story: storyInputSchema }),
        { story: merged },
        'story',
      ).story;
      const result = await db.transaction().execute(async (trx) => {
        const result = await upsertStory(trx, spaceId, input, { publish: body.publish });
        if (result.publishedChanged) await bumpCv(trx, spaceId);
        return result;
      });
      if (result.publishedChanged) await published(spaceId);
      const { row } = result;
      request.log.info({
        event: 'content-story-saved',
        spaceId,
        id: row.id,
        fullSlug: row.draft_full_slug,
        published: body.publish,
      });
      return { story: managementStory(row) };
    });

    for (const method of ['GET', 'POST'] as const) {
      scope.route<{ Params: Params }>({
        method,
        url: '/v1/spaces/:space/stories/:id/publish',
        handler: async (request) => {
          const spaceId = spaceIdOf(request.params.space);
          const row = await db
            .transaction()
            .execute((trx) => publishStory(trx, spaceId, storyId(request.params.id)));
          await published(spaceId);
          request.log.info({
            event: 'content-story-published',
            spaceId,
            id: row.id,
            fullSlug: row.draft_full_slug,
          });
          return { story: managementStory(row) };
        },
      });
      scope.route<{ Params: Params }>({
        method,
        url: '/v1/spaces/:space/stories/:id/unpublish',
        handler: async (request) => {
          const spaceId = spaceIdOf(request.params.space);
          const row = await db
            .transaction()
            .execute((trx) => unpublishStory(trx, spaceId, storyId(request.params.id)));
          await published(spaceId);
          request.log.info({
            event: 'content-story-unpublished',
            spaceId,
            id: row.id,
            fullSlug: row.draft_full_slug,
          });
          return { story: managementStory(row) };
        },
      });
    }

    scope.delete<{ Params: Params }>('/v1/spaces/:space/stories/:id', async (request) => {
      const spaceId = spaceIdOf(request.params.space);
      const row = await db
        .transaction()
        .execute((trx) => deleteStory(trx, spaceId, storyId(request.params.id)));
      if (row.published_json !== null && !row.is_folder) await published(spaceId);
      request.log.info({
        event: 'content-story-deleted',
        spaceId,
        id: row.id,
        fullSlug: row.draft_full_slug,
      });
      return { story: managementStory(row) };
    });

    scope.post<{ Params: Params }>(
      '/v1/spaces/:space/stories/import',
      { bodyLimit: 64 * 1024 * 1024 },
      async (request) => {
        const spaceId = spaceIdOf(request.params.space);
        const body = parseInput(importSchema, request.body, 'import');
        const publish = body.publish ?? true;
        const summary = await importStories(db, spaceId, body.stories, { publish });
        if (publish && summary.created + summary.updated > 0) await published(spaceId);
        request.log.info({ event: 'content-imported', spaceId, ...summary });
        return summary;
      },
    );
  });
}

/** PUT takes Storyblok's partial story; a new `slug` alone moves the story within its folder. */
function mergeUpdate(existing: StoryRow, patch: Record<string, unknown>): StoryInput {
  const draft = JSON.parse(existing.draft_json) as StoryVersion;
  const merged: Record<string, unknown> = {
    name: draft.name,
    full_slug: draft.full_slug,
    slug: draft.slug,
    uuid: existing.uuid,
    group_id: existing.group_id,
    is_folder: Boolean(existing.is_folder),
    is_startpage: draft.is_startpage,
    position: draft.position,
    tag_list: draft.tag_list,
    path: draft.path,
    sort_by_date: draft.sort_by_date,
    ...(draft.content ? { content: draft.content } : {}),
    ...patch,
  };
  if (
    typeof patch.slug === 'string' &&
    patch.full_slug === undefined &&
    !draft.full_slug.endsWith('/')
  ) {
    const parent = parentPath(draft.full_slug);
    merged.full_slug = parent ? `${parent}/${patch.slug}` : patch.slug;
  }
  return merged as StoryInput;
}
