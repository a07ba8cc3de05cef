import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import {
  contentStoryQuery,
  defaultResolveRelations,
  fetchContentStory,
  storyVersion,
} from './content';
import { startTestServer } from './test-server';
import type { TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
const api = () =>
  createApiClient({
    channel: 'wallart',
    country: 'ch',
    locale: 'fr-CH',
    origin: server.origin,
    retryDelayMs: 0,
  });

describe('content story', () => {
  it('asks the gateway for /{locale}/{slug} with the section 3 query', async () => {
    server.route('GET', '/frontend-api/mp/storyblok', {
      body: { content: { component: 'Page', title: 'Toile' } },
    });
    const story = await fetchContentStory(
      {
        locale: 'fr-FR',
        slug: '/impression-sur-toile',
        platform: 'web',
        release: 'r1',
        sku: 'S1',
        baseUrl: 'https://ch.shop',
      },
      api(),
    );
    expect(story.content.component).toBe('Page');
    const url = new URL(server.requests.at(-1)!.url, server.origin);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      _baseUrl: 'https://ch.shop',
      apiVersion: 'v2',
      path: '/fr-FR/impression-sur-toile',
      platform: 'web',
      release: 'r1',
      resolveRelations: defaultResolveRelations.join(','),
      sku: 'S1',
      version: 'published',
    });
  });

  it('leaves out empty parameters', () => {
    const query = contentStoryQuery({ locale: 'de-DE', slug: '', platform: 'desktop' });
    expect(query.path).toBe('/de-DE/');
    expect(query.release).toBeUndefined();
  });

  it('forwards the visual-editor parameters and asks for the draft', async () => {
    server.route('GET', '/frontend-api/mp/storyblok', { body: { content: { component: 'Page' } } });
    const search =
      '?_storyblok=42&_storyblok_tk[space_id]=1&_storyblok_tk[timestamp]=1700000000&_storyblok_tk[token]=abc&utm=x';
    await fetchContentStory(
      { locale: 'de-DE', slug: 'wandbilder', platform: 'web', search },
      api(),
    );
    const url = new URL(server.requests.at(-1)!.url, server.origin);
    expect(url.searchParams.get('version')).toBe('draft');
    expect(url.searchParams.get('_storyblok')).toBe('42');
    expect(url.searchParams.get('_storyblok_tk[space_id]')).toBe('1');
    expect(url.searchParams.get('_storyblok_tk[token]')).toBe('abc');
    expect(url.searchParams.has('utm')).toBe(false);
  });

  it('reads draft in the visual editor, else the configured version', () => {
    expect(storyVersion('?_storyblok=123&_storyblok_tk[space_id]=1')).toBe('draft');
    expect(storyVersion('?foo=1')).toBe('published');
    expect(storyVersion('', 'draft')).toBe('draft');
  });

  it('maps a missing story to a 404 ApiError', async () => {
    server.route('GET', '/frontend-api/mp/storyblok', {
      status: 404,
      body: { message: 'Page Not Found: /de-DE/x', code: 'storyblok-page-not-found' },
    });
    await expect(
      fetchContentStory({ locale: 'de-DE', slug: 'x', platform: 'web' }, api()),
    ).rejects.toMatchObject({
      status: 404,
      code: 'storyblok-page-not-found',
    });
  });
});
