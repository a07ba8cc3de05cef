import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '@shop/db/testing';
import {
  manage,
  startTestContentService,
  testTokens,
  type RunningContentService,
} from '../testing';
import { pageStory } from '../test-fixtures';

describe.each(await testDialects())('management API on %s', (dialect) => {
  let service: RunningContentService;
  beforeAll(async () => {
    service = await startTestContentService(dialect);
  });
  afterAll(() => service.close());

  const countStories = async () =>
    Number(
      (
        await service.database.db
          .selectFrom('content_stories')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('refuses requests without the management token', async () => {
    const response = await fetch(`${service.url}/v1/spaces/wallart/stories`, {
      headers: { authorization: testTokens.spaces.wallart.preview },
    });
    expect(response.status).toBe(401);
    expect((await response.json()).message).toBe('Invalid management token');
  });

  it('refuses an invalid story with 400 naming the field', async () => {
    const missingTitle = pageStory('de-de/kaputt');
    delete (missingTitle.content as Record<string, unknown>).title;
    const response = await manage(service.url, 'POST', '/v1/spaces/wallart/stories', {
      story: missingTitle,
    });
    expect(response.status).toBe(400);
    expect(response.json.message).toContain('story.content.title: title is required');
    expect(response.json.errors).toContainEqual({
      field: 'story.content.title',
      message: 'title is required (text)',
    });

    const unknownBlock = pageStory('de-de/kaputt', {
      body: [{ component: 'Carousel', _uid: 'a' }],
    });
    const unknown = await manage(service.url, 'POST', '/v1/spaces/wallart/stories', {
      story: unknownBlock,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.errors[0].field).toBe('story.content.body.0.component');
    expect(unknown.json.errors[0].message).toMatch(/unknown component/);

    const scriptLink = pageStory('de-de/kaputt', {
      body: [
        { component: 'Image', _uid: 'b', image: { filename: 'javascript:alert(1)', alt: '' } },
      ],
    });
    const script = await manage(service.url, 'POST', '/v1/spaces/wallart/stories', {
      story: scriptLink,
    });
    expect(script.status).toBe(400);
    expect(script.json.errors[0].field).toBe('story.content.body.0.image.filename');

    const badSlug = await manage(service.url, 'POST', '/v1/spaces/wallart/stories', {
      story: pageStory('de-de/Groß'),
    });
    expect(badSlug.json.errors[0].field).toBe('story.full_slug');
    expect(await countStories()).toBe(0);
  });

  it('imports all or nothing: an invalid story or a conflict leaves the database untouched', async () => {
    const invalid = await manage(service.url, 'POST', '/v1/spaces/wallart/stories/import', {
      stories: [pageStory('de-de/a'), pageStory('de-de/b', { robots: 'maybe' })],
    });
    expect(invalid.status).toBe(400);
    expect(invalid.json.errors[0].field).toBe('stories.1.content.robots');
    expect(await countStories()).toBe(0);

    // Valid one by one, but the second needs "de-de/a" to be a folder while the first makes it a story.
    const conflicting = await manage(service.url, 'POST', '/v1/spaces/wallart/stories/import', {
      stories: [pageStory('de-de/a'), pageStory('de-de/a/b')],
    });
    expect(conflicting.status).toBe(409);
    expect(conflicting.json.message).toMatch(/"de-de\/a" is a story, not a folder/);
    expect(await countStories()).toBe(0);
  });

  it('imports idempotently and moves the cv only when published content changed', async () => {
    const stories = [
      pageStory('de-de/x', { title: 'X' }, { uuid: '6c1f4a40-7a8e-4c63-9a55-0f2d54f0c001' }),
      pageStory('de-de/y', { title: 'Y' }),
    ];
    const first = await manage(service.url, 'POST', '/v1/spaces/wallart/stories/import', {
      stories,
    });
    expect(first.json).toMatchObject({ created: 2, updated: 0, unchanged: 0 });
    const again = await manage(service.url, 'POST', '/v1/spaces/wallart/stories/import', {
      stories,
    });
    expect(again.json).toMatchObject({ created: 0, updated: 0, unchanged: 2, cv: first.json.cv });
  });

  it('creates a draft, publishes, unpublishes and deletes it, moving the cv each time', async () => {
    const cv = async () =>
      (
        await (
          await fetch(`${service.url}/v2/cdn/spaces/me?token=${testTokens.spaces.wallart.public}`)
        ).json()
      ).space.version;
    const created = await manage(service.url, 'POST', '/v1/spaces/wallart/stories', {
      story: pageStory('de-de/aktion'),
    });
    expect(created.json.story).toMatchObject({ full_slug: 'de-de/aktion', published: false });
    const id = created.json.story.id;
    const cv0 = await cv();
    const published = await manage(service.url, 'POST', `/v1/spaces/wallart/stories/${id}/publish`);
    expect(published.json.story).toMatchObject({ published: true, unpublished_changes: false });
    const cv1 = await cv();
    expect(cv1).toBeGreaterThan(cv0);
    const moved = await manage(service.url, 'PUT', `/v1/spaces/wallart/stories/${id}`, {
      story: { slug: 'sommeraktion' },
    });
    expect(moved.json.story).toMatchObject({
      full_slug: 'de-de/sommeraktion',
      unpublished_changes: true,
    });
    await manage(service.url, 'GET', `/v1/spaces/wallart/stories/${id}/unpublish`);
    expect(await cv()).toBeGreaterThan(cv1);
    const publicRead = await fetch(
      `${service.url}/v2/cdn/stories/de-de/aktion?token=${testTokens.spaces.wallart.public}`,
    );
    expect(publicRead.status).toBe(404);
    expect((await manage(service.url, 'DELETE', `/v1/spaces/wallart/stories/${id}`)).status).toBe(
      200,
    );
    expect((await manage(service.url, 'GET', `/v1/spaces/wallart/stories/${id}`)).status).toBe(404);
    const folder = (await manage(service.url, 'GET', '/v1/spaces/wallart/stories?with_slug=de-de'))
      .json.stories[0];
    expect(
      (await manage(service.url, 'DELETE', `/v1/spaces/wallart/stories/${folder.id}`)).status,
    ).toBe(409);
  });
});
