import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '@shop/server-kit';
import type { ContentDb } from '../store/spaces';
import { currentCv } from '../store/spaces';
import {
  findById,
  findBySlug,
  findByUuid,
  findByUuids,
  findGroups,
  listEntries,
  type StoryView,
} from '../store/story-read';
import { authenticate, parseVersion, type TokenRegistry } from './auth';
import { commaList, filterStories, pagination, sortStories, type ListQuery } from './list-query';
import type { CdnRateLimit } from './rate-limit';
import { tierOf } from './rate-limit';
import { resolveForResponse } from './relations';
import { alternatesFor, linkJson, storyJson } from './story-json';

export type CdnDeps = {
  db: ContentDb;
  tokens: TokenRegistry;
  limit: CdnRateLimit;
};

type Request = FastifyRequest<{ Querystring: ListQuery; Params: { '*'?: string } }>;

async function access(deps: CdnDeps, request: Request, kind: 'single' | 'listing') {
  const version = parseVersion(request.query.version);
  const info = authenticate(deps.tokens, request.query.token, version);
  await deps.limit(request.query.token ?? '', tierOf(kind, request.query));
  return { ...info, version };
}

async function withAlternates(
  deps: CdnDeps,
  spaceId: number,
  version: 'draft' | 'published',
  views: StoryView[],
  excludingFields: string[],
) {
  const group = await findGroups(
    deps.db,
    spaceId,
    version,
    views.map((view) => view.row.group_id),
  );
  return views.map((view) => storyJson(view, alternatesFor(view, group), { excludingFields }));
}

const resolveOptions = (query: ListQuery) => ({
  relations: commaList(query.resolve_relations),
  resolveLinks: query.resolve_links,
  level: Number(query.resolve_level ?? 1) || 1,
});

/** Content Delivery API v2: stories, links and the space, in Storyblok's shapes. */
export function registerCdnRoutes(app: FastifyInstance, deps: CdnDeps): void {
  const listStories = async (request: Request, reply: FastifyReply) => {
    const { spaceId, version } = await access(deps, request, 'listing');
    const { query } = request;
    const { perPage, page } = pagination(query, 100);
    const ordered = query.by_uuids_ordered ? commaList(query.by_uuids_ordered) : undefined;
    const uuids = ordered ?? commaList(query.by_uuids);
    const loaded =
      uuids.length > 0
        ? (await findByUuids(deps.db, spaceId, version, uuids)).filter(
            (view) => !query.starts_with || view.version.full_slug.startsWith(query.starts_with),
          )
        : await listEntries(deps.db, spaceId, version, {
            startsWith: query.starts_with,
            folders: 'exclude',
          });
    const matching = sortStories(filterStories(loaded, query), query.sort_by, ordered);
    const pageViews = matching.slice((page - 1) * perPage, page * perPage);
    const stories = await withAlternates(
      deps,
      spaceId,
      version,
      pageViews,
      commaList(query.excluding_fields),
    );
    const resolved = await resolveForResponse(
      deps.db,
      spaceId,
      version,
      stories,
      resolveOptions(query),
    );
    reply.header('total', String(matching.length)).header('per-page', String(perPage));
    return { stories, cv: await currentCv(deps.db, spaceId), ...resolved };
  };

  app.get('/v2/cdn/stories', listStories);
  app.get('/v2/cdn/stories/*', async (request: Request, reply) => {
    const identifier = decodeURIComponent(request.params['*'] ?? '');
    if (identifier === '') return listStories(request, reply);
    const { spaceId, version } = await access(deps, request, 'single');
    const view =
      request.query.find_by === 'uuid'
        ? await findByUuid(deps.db, spaceId, version, identifier)
        : /^\d+$/.test(identifier)
          ? await findById(deps.db, spaceId, version, Number(identifier))
          : await findBySlug(deps.db, spaceId, version, identifier);
    if (!view) throw notFound(`Story not found: ${identifier} (${version})`, 'story-not-found');
    const [story] = await withAlternates(
      deps,
      spaceId,
      version,
      [view],
      commaList(request.query.excluding_fields),
    );
    const resolved = await resolveForResponse(
      deps.db,
      spaceId,
      version,
      [story!],
      resolveOptions(request.query),
    );
    return { story, cv: await currentCv(deps.db, spaceId), ...resolved };
  });

  app.get('/v2/cdn/links', async (request: Request, reply) => {
    const { spaceId, version } = await access(deps, request, 'listing');
    const { query } = request;
    const { perPage, page } = pagination(query, 1000);
    let entries = await listEntries(deps.db, spaceId, version, {
      startsWith: query.starts_with,
      folders: 'include',
    });
    if (query.with_parent !== undefined) {
      const parent = Number(query.with_parent);
      entries = entries.filter((view) => (view.row.parent_id ?? 0) === parent);
    }
    const pageEntries = entries.slice((page - 1) * perPage, page * perPage);
    reply.header('total', String(entries.length)).header('per-page', String(perPage));
    const includeDates = query.include_dates === '1';
    return {
      links: Object.fromEntries(
        pageEntries.map((view) => [view.row.uuid, linkJson(view, includeDates)]),
      ),
    };
  });

  app.get('/v2/cdn/spaces/me', async (request: Request) => {
    const { spaceId, channel } = await access(deps, request, 'single');
    const cv = await currentCv(deps.db, spaceId);
    return {
      space: {
        id: spaceId,
        name: channel,
        domain: 'http://localhost/',
        version: cv,
        language_codes: [],
      },
    };
  });
}
