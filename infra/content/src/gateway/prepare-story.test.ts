import { describe, expect, it } from 'vitest';
import { contentStorySchema } from '@shop/contracts';
import { alternatesOf, pageResult, prepareContent, storyPathOf } from './prepare-story';

describe('story paths and content preparation', () => {
  it('writes story paths without the trailing slash of folder start pages, except the locale root', () => {
    expect(storyPathOf('de-de/')).toBe('/de-de/');
    expect(storyPathOf('de-de/hochzeitskarten/')).toBe('/de-de/hochzeitskarten');
    expect(storyPathOf('de-de/a/b')).toBe('/de-de/a/b');
    const story = {
      alternates: [
        { full_slug: 'nl-nl/trouwkaarten/' },
        { full_slug: 'xx-yy/nope' },
        { full_slug: 'en-gb/' },
      ],
    } as never;
    expect(alternatesOf(story)).toEqual([
      { locale: 'en-GB', path: '/en-gb/' },
      { locale: 'nl-NL', path: '/nl-nl/trouwkaarten' },
    ]);
  });

  it('adds @context to structured data only where missing, sanitises html fields and drops client markers', () => {
    const prepared = prepareContent({
      component: 'Page',
      structuredData: [
        { '@type': 'Product', offers: { '@type': 'Offer' } },
        { '@context': 'https://schema.org/', '@type': 'Thing' },
      ],
      body: [
        {
          component: 'Text',
          embedHtml: '<b onclick="x()">hi</b><script>bad()</script>',
          _stopResolving: true,
        },
      ],
    }) as { structuredData: Array<Record<string, unknown>>; body: Array<Record<string, unknown>> };
    expect(prepared.structuredData[0]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      offers: { '@type': 'Offer' },
    });
    expect(prepared.structuredData[1]!['@context']).toBe('https://schema.org/');
    expect(prepared.body[0]).toEqual({ component: 'Text', embedHtml: '<b>hi</b>' });
  });
});

describe('the story response', () => {
  const story = (content: Record<string, unknown>) =>
    ({ full_slug: 'de-de/alt', alternates: [], content }) as never;
  const meta = { cv: 7, version: 'published' as const, storyPath: '/de-de/alt' };

  it('of a redirect story carries its target and status and matches the wire schema', () => {
    const result = pageResult(
      story({ component: 'Redirect', target: '/de-de/neu', status: '301' }),
      meta,
    );
    expect(result.kind).toBe('page');
    const body = result.kind === 'page' ? result.body : undefined;
    expect(body).toMatchObject({ target: '/de-de/neu', status: 301, storyPath: '/de-de/alt' });
    expect(contentStorySchema.safeParse(body).error).toBeUndefined();
  });

  it('of a page gets noindex unless the editors chose, and any other root is no page', () => {
    const page = pageResult(story({ component: 'Page', title: 'Alt' }), meta);
    expect(page.kind === 'page' && page.body.content.robots).toBe('noindex,nofollow');
    expect(pageResult(story({ component: 'Person', name: 'Ida' }), meta)).toEqual({
      kind: 'not-found',
    });
  });
});
