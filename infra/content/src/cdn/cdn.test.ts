import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import StoryblokClient from 'storyblok-js-client';
import { testDialects } from '@shop/db/testing';
import {
  manage,
  startTestContentService,
  testTokens,
  type RunningContentService,
} from '../testing';
import { matrixBlock, matrixItemStory, pageStory } from '../test-fixtures';

const publicClient = (url: string) =>
  new StoryblokClient({ accessToken: testTokens.spaces.wallart.public, endpoint: `${url}/v2` });
const previewClient = (url: string) =>
  new StoryblokClient({
    accessToken: testTokens.spaces.wallart.preview,
    endpoint: `${url}/v2`,
    version: 'draft',
  });

describe.each(await testDialects())(
  'content delivery API on %s, read with storyblok-js-client',
  (dialect) => {
    let service: RunningContentService;
    let requests: string[] = [];
    const itemUuids = Array.from({ length: 60 }, () => crypto.randomUUID());

    beforeAll(async () => {
      service = await startTestContentService(dialect, {
        beforeListen: (app) =>
          app.addHook('onRequest', async (request) => void requests.push(request.url)),
      });
      const stories = [
        { name: 'Deutschland', full_slug: 'de-de', is_folder: true },
        pageStory('de-de/', { title: 'Startseite' }),
        pageStory('de-de/wandbilder', {
          title: 'Wandbilder',
          body: [matrixBlock(itemUuids.slice(0, 3))],
        }),
        pageStory('de-de/viele', { title: 'Viele', body: [matrixBlock(itemUuids)] }),
        ...itemUuids.map((uuid, index) =>
          matrixItemStory(`de-de/shared/item-${index}`, `Item ${index}`, uuid),
        ),
        ...Array.from({ length: 30 }, (_, index) =>
          pageStory(`de-de/liste/seite-${String(index).padStart(2, '0')}`, {}, { position: index }),
        ),
      ];
      const imported = await manage(service.url, 'POST', '/v1/spaces/wallart/stories/import', {
        stories,
      });
      expect(imported.status).toBe(200);
    });
    afterAll(() => service.close());

    it('reads a story by full slug, by id and by uuid, and a folder start page by the folder slug', async () => {
      const client = publicClient(service.url);
      const bySlug = await client.getStory('de-de/wandbilder');
      expect(bySlug.data.story).toMatchObject({
        full_slug: 'de-de/wandbilder',
        slug: 'wandbilder',
        content: { component: 'Page', title: 'Wandbilder' },
      });
      expect(bySlug.data.story.content._uid).toBeTruthy();
      const byId = await client.getStory(String(bySlug.data.story.id));
      expect(byId.data.story.uuid).toBe(bySlug.data.story.uuid);
      const byUuid = await client.getStory(bySlug.data.story.uuid, { find_by: 'uuid' });
      expect(byUuid.data.story.full_slug).toBe('de-de/wandbilder');
      const start = await client.getStory('de-de');
      expect(start.data.story).toMatchObject({ full_slug: 'de-de/', is_startpage: true });
      await expect(client.getStory('de-de/gibt-es-nicht')).rejects.toMatchObject({ status: 404 });
    });

    it('lists with pagination: per_page, page and the total header, and getAll walks every page', async () => {
      const client = publicClient(service.url);
      const page = await client.get('cdn/stories', {
        starts_with: 'de-de/liste/',
        per_page: 10,
        page: 2,
        sort_by: 'position:asc',
      });
      expect(page.total).toBe(30);
      expect(page.perPage).toBe(10);
      expect(page.data.stories.map((story: { slug: string }) => story.slug)).toEqual(
        Array.from({ length: 10 }, (_, index) => `seite-${String(index + 10).padStart(2, '0')}`),
      );
      requests = [];
      const all = await client.getAll('cdn/stories', { starts_with: 'de-de/liste/' });
      expect(all).toHaveLength(30);
      expect(requests.filter((url) => url.startsWith('/v2/cdn/stories?'))).toHaveLength(2);
      const capped = await client.get('cdn/stories', { per_page: 500 });
      expect(capped.perPage).toBe(100);
    });

    it('resolves relations into the content, and fetches them in batches of 50 when rel_uuids come back', async () => {
      const client = publicClient(service.url);
      const few = await client.getStory('de-de/wandbilder', {
        resolve_relations: 'ProductMatrix.items,ProductMatrix.initialItems',
      });
      const matrix = few.data.story.content.body[0];
      expect(matrix.items.map((item: { name: string }) => item.name)).toEqual([
        'Item 0',
        'Item 1',
        'Item 2',
      ]);
      expect(matrix.initialItems[0].content.component).toBe('ProductMatrixItem');

      requests = [];
      const many = await client.getStory('de-de/viele', {
        resolve_relations: 'ProductMatrix.items',
      });
      const items = many.data.story.content.body[0].items;
      expect(items).toHaveLength(60);
      expect(
        items.every(
          (item: { content?: { component: string } }) =>
            item.content?.component === 'ProductMatrixItem',
        ),
      ).toBe(true);
      const batches = requests.filter((url) => url.includes('by_uuids='));
      expect(batches).toHaveLength(2);
      expect(batches[0]).toContain('per_page=50');
    });

    it('moves the cache version on publish, and the client sees the new cv and content', async () => {
      const client = publicClient(service.url);
      const before = await client.getStory('de-de/wandbilder');
      const id = before.data.story.id;
      const saved = await manage(service.url, 'PUT', `/v1/spaces/wallart/stories/${id}`, {
        story: { content: { ...before.data.story.content, title: 'Wandbilder neu' } },
      });
      expect(saved.status).toBe(200);
      const draftOnly = await client.getStory('de-de/wandbilder');
      expect(draftOnly.data.story.content.title).toBe('Wandbilder');
      expect(draftOnly.data.cv).toBe(before.data.cv);
      expect(
        (await manage(service.url, 'GET', `/v1/spaces/wallart/stories/${id}/publish`)).status,
      ).toBe(200);
      const after = await client.getStory('de-de/wandbilder');
      expect(after.data.cv).toBeGreaterThan(before.data.cv);
      expect(after.data.story.content.title).toBe('Wandbilder neu');
      expect(client.cacheVersion()).toBe(after.data.cv);
    });

    it('resolves story links into the links list, which the client inlines', async () => {
      const target = (await publicClient(service.url).getStory('de-de/wandbilder')).data.story;
      const linking = pageStory('de-de/verweis', {
        body: [
          {
            component: 'Image',
            _uid: 'i1',
            image: { filename: '/media/x.jpg', alt: 'x' },
            link: { url: '', linktype: 'story', fieldtype: 'multilink', id: target.uuid },
          },
        ],
      });
      expect(
        (
          await manage(service.url, 'POST', '/v1/spaces/wallart/stories', {
            story: linking,
            publish: true,
          })
        ).status,
      ).toBe(201);
      const response = await publicClient(service.url).getStory('de-de/verweis', {
        resolve_links: 'url',
      });
      expect(response.data.links).toHaveLength(1);
      expect(response.data.story.content.body[0].link.story).toMatchObject({
        uuid: target.uuid,
        full_slug: 'de-de/wandbilder',
        url: 'de-de/wandbilder',
      });
    });

    it('lists links of folders and stories, and reports the space with its cv', async () => {
      const client = publicClient(service.url);
      const links = await client.get('cdn/links', { starts_with: 'de-de/shared', per_page: 1000 });
      const values = Object.values(links.data.links ?? {}) as Array<{
        slug: string;
        is_folder: boolean;
      }>;
      expect(values.find((link) => link.slug === 'de-de/shared')?.is_folder).toBe(true);
      expect(values.filter((link) => !link.is_folder)).toHaveLength(60);
      const me = await client.get('cdn/spaces/me');
      expect(me.data.space).toMatchObject({ id: 1001, name: 'wallart' });
      expect(me.data.space.version).toBeGreaterThan(0);
    });

    it('keeps drafts from the public token, shows them to the preview token, and refuses a bad token', async () => {
      const created = await manage(service.url, 'POST', '/v1/spaces/wallart/stories', {
        story: pageStory('de-de/entwurf', { title: 'Entwurf' }),
      });
      expect(created.status).toBe(201);
      expect(created.json.story.published).toBe(false);
      await expect(publicClient(service.url).getStory('de-de/entwurf')).rejects.toMatchObject({
        status: 404,
      });
      await expect(
        publicClient(service.url).getStory('de-de/entwurf', { version: 'draft' }),
      ).rejects.toMatchObject({ status: 401 });
      const draft = await previewClient(service.url).getStory('de-de/entwurf');
      expect(draft.data.story.content.title).toBe('Entwurf');
      const bad = new StoryblokClient({
        accessToken: 'not-a-token',
        endpoint: `${service.url}/v2`,
      });
      await expect(bad.getStory('de-de/wandbilder')).rejects.toMatchObject({ status: 401 });
      const other = new StoryblokClient({
        accessToken: testTokens.spaces.kartenliebe.public,
        endpoint: `${service.url}/v2`,
      });
      await expect(other.getStory('de-de/wandbilder')).rejects.toMatchObject({ status: 404 });
    });
  },
);

describe('rate limits', () => {
  let service: RunningContentService;
  beforeAll(async () => {
    const second = Date.now();
    service = await startTestContentService('sqlite', {
      rateLimits: { single: 3 },
      now: () => second,
    });
  });
  afterAll(() => service.close());

  it('answers 429 with a message once a token exceeds its per-second limit', async () => {
    const url = `${service.url}/v2/cdn/stories/de-de/x?token=${testTokens.spaces.wallart.public}`;
    const responses = await Promise.all(Array.from({ length: 8 }, () => fetch(url)));
    const limited = responses.filter((response) => response.status === 429);
    expect(limited.length).toBe(5);
    const body = await limited[0]!.json();
    expect(body.message).toMatch(
      /Rate limit exceeded: at most 3 requests per second for single stories/,
    );
    expect(limited[0]!.headers.get('retry-after')).toBe('1');
  });
});
