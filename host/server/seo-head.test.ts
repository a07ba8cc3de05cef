import { describe, expect, it } from 'vitest';
import { developmentHostTable } from '@shop/catalogue';
import { headFromStory } from './seo-head';
import type { PageStory } from './page-content';

const context = {
  url: 'http://localhost:8080/wandbilder?utm=x',
  hostTable: developmentHostTable,
  channel: 'wallart' as const,
  locale: 'de-DE',
  protocol: 'http',
  port: '8080',
};
const story = (canonical: string | undefined): PageStory =>
  ({
    name: 'Wandbilder',
    content: {
      component: 'Page',
      title: 'Wandbilder',
      canonicalUrl: canonical ? { url: canonical } : undefined,
    },
  }) as PageStory;

describe('canonical URL of a page', () => {
  it('takes the editor’s http(s) URL or path', () => {
    expect(headFromStory(story('https://www.wallart.de/wandbilder'), context).canonical).toBe(
      'https://www.wallart.de/wandbilder',
    );
    expect(headFromStory(story('/leinwand'), context).canonical).toBe(
      'http://localhost:8080/leinwand',
    );
  });

  it('never puts a script or data URL in canonical, hreflang or og:url', () => {
    for (const value of [
      'javascript:alert(1)',
      ' JAVASCRIPT:alert(1)',
      'data:text/html,x',
      'https://x/\r\ny',
    ]) {
      const head = headFromStory(story(value), context);
      expect(head.canonical, value).toBe('http://localhost:8080/wandbilder');
      expect(head.openGraph['og:url']).toBe('http://localhost:8080/wandbilder');
      expect(head.alternates[0]!.href).toBe('http://localhost:8080/wandbilder');
    }
  });
});
