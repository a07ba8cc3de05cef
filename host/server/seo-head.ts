import {
  defaultLocaleFor,
  imageUrl,
  localeInfo,
  safeHttpUrl,
  type HostTable,
  type Locale,
} from '@shop/catalogue';
import type { ChannelId } from '@shop/contracts';
import type { PageStory } from './page-content';

export type HeadTags = {
  title: string;
  description: string;
  robots: string;
  canonical?: string;
  alternates: Array<{ hreflang: string; href: string }>;
  openGraph: Record<string, string>;
  structuredData: unknown[];
};

const defaultRobots = 'noindex,nofollow';

/** Origin and path prefix of a locale on its channel's host, e.g. `http://fr.localhost:8080` or `http://ch.localhost:8080/fr`. */
export function localeBase(
  hostTable: HostTable,
  channel: ChannelId,
  locale: string,
  protocol: string,
  port: string,
): string | undefined {
  const info = localeInfo[locale as Locale];
  if (!info) return undefined;
  const host = Object.entries(hostTable).find(
    ([, entry]) => entry.channel === channel && entry.country === info.country,
  )?.[0];
  if (!host) return undefined;
  // The country's default language needs no path segment; the others carry theirs.
  const languagePrefix = defaultLocaleFor(info.country) === locale ? '' : `/${info.language}`;
  return `${protocol}://${host}${port ? `:${port}` : ''}${languagePrefix}`;
}

/** The head of a content page: title, description, robots, canonical, hreflang, Open Graph and JSON-LD. */
export function headFromStory(
  story: PageStory,
  context: {
    url: string;
    hostTable: HostTable;
    channel: ChannelId;
    locale: string;
    protocol: string;
    port: string;
  },
): HeadTags {
  const { content } = story;
  const title = content.title || story.name;
  const description = content.description ?? '';
  // An editor's canonical URL must be http(s); anything else falls back to the page's own URL.
  const canonical =
    safeHttpUrl(content.canonicalUrl?.url, context.url) ??
    safeHttpUrl(context.url.split('?')[0]) ??
    undefined;
  const slugOf = (path: string) =>
    `/${path.split('/').slice(2).join('/')}`.replace(/\/$/, '') || '/';
  const alternates = (story.alternates ?? (content.alternates as PageStory['alternates']) ?? [])
    .map(({ locale, path }) => {
      const base = localeBase(
        context.hostTable,
        context.channel,
        locale,
        context.protocol,
        context.port,
      );
      return base ? { hreflang: locale, href: `${base}${slugOf(path)}` } : undefined;
    })
    .filter((entry): entry is { hreflang: string; href: string } => entry !== undefined);
  if (canonical) alternates.unshift({ hreflang: context.locale, href: canonical });
  const image = content.ogImages?.[0];
  const openGraph: Record<string, string> = {
    'og:type': 'website',
    'og:title': title,
    'og:description': description,
    'og:url': canonical ?? safeHttpUrl(context.url) ?? '',
    'og:locale': context.locale.replace('-', '_'),
  };
  if (image?.filename) {
    // Social share images are 1200 × 627, cropped to cover.
    openGraph['og:image'] = new URL(
      imageUrl(image.filename, { preset: 'socialShare' }),
      context.url,
    ).href;
    openGraph['og:image:width'] = '1200';
    openGraph['og:image:height'] = '627';
    if (image.alt) openGraph['og:image:alt'] = image.alt;
  }
  const structuredData = [
    ...(content.structuredData ?? []),
    ...(content.productSnippet?.content?.structuredData ?? []),
  ];
  return {
    title,
    description,
    robots: content.robots || defaultRobots,
    canonical,
    alternates,
    openGraph,
    structuredData,
  };
}
