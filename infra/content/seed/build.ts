import type { ChannelId } from '../src/config/channels';
import { currencyOf, type Currency } from '../src/config/locales';
import type { StoryInput } from '../src/model/story-input';
import { stableUuid, withUids } from './ids';
import { folderOf, localeNames, type Locale } from './locales';

/** One story of the seed and the space (channel) it belongs to. */
export type SeedStory = { space: ChannelId; story: StoryInput };

export type Ctx = {
  channel: ChannelId;
  locale: Locale;
  folder: string;
  currency: Currency;
  brand: string;
};

export const ctxOf = (channel: ChannelId, locale: Locale, brand: string): Ctx => ({
  channel,
  locale,
  folder: folderOf(locale),
  currency: currencyOf(locale),
  brand,
});

type Json = Record<string, unknown>;

/** The uuid a story at `path` (below the locale folder) will have; lets pages reference shared stories. */
export const uuidOf = (ctx: Ctx, path: string) =>
  stableUuid(`${ctx.channel}:${ctx.folder}/${path}`);

/** A story below the locale folder. `group` links the language versions (Storyblok alternates). */
export function story(
  ctx: Ctx,
  path: string,
  name: string,
  content: Json,
  options: { group?: string; position?: number } = {},
): SeedStory {
  const fullSlug = `${ctx.folder}/${path}`;
  return {
    space: ctx.channel,
    story: {
      name,
      full_slug: fullSlug,
      uuid: uuidOf(ctx, path),
      group_id: stableUuid(`${ctx.channel}:group:${options.group ?? path}`),
      position: options.position ?? 0,
      content: withUids(content, `${ctx.channel}:${fullSlug}`) as StoryInput['content'],
    },
  };
}

export function folder(ctx: Ctx, path: string, name: string): SeedStory {
  return {
    space: ctx.channel,
    story: {
      name,
      full_slug: `${ctx.folder}${path ? `/${path}` : ''}`,
      is_folder: true,
      uuid: uuidOf(ctx, `folder:${path}`),
    },
  };
}

export const localeFolderStory = (ctx: Ctx): SeedStory => ({
  space: ctx.channel,
  story: {
    name: localeNames[ctx.locale],
    full_slug: ctx.folder,
    is_folder: true,
    uuid: uuidOf(ctx, 'folder:'),
  },
});

/** Images are referenced by path; the media host serves them (no files ship with the seed). */
export const img = (ctx: Ctx, name: string, alt: string) => ({
  filename: `/media/content/${ctx.channel}/${name}.jpg`,
  alt,
});
export const link = (url: string) => ({
  url,
  linktype: 'url',
  fieldtype: 'multilink',
  cached_url: url,
});
export const cta = (text: string, url: string) => ({ text, link: link(url) });

/** A Page content: its SEO fields plus its blocks. */
export function page(
  meta: { title: string; description: string },
  fields: Json & { body: Json[] },
  robots = 'index,follow',
): Json {
  // An empty canonical URL means "this page's own URL"; the gateway fills it when given _baseUrl.
  return {
    component: 'Page',
    title: meta.title,
    description: meta.description,
    robots,
    canonicalUrl: { url: '' },
    useQueryParamsInCanonical: false,
    ...fields,
  };
}

export const headline = (text: string, level: 'h1' | 'h2' | 'h3' = 'h2', subline?: string) => ({
  component: 'Headline',
  text,
  level,
  ...(subline ? { subline } : {}),
});

/**
 * A pre-configurator page (`configurator-{kind}`): headline, the product block leading to the
 * designer and the shared USPs. The designer is reached with query parameters, so it stays out of
 * the index.
 */
export function configuratorStory(
  ctx: Ctx,
  kind: string,
  index: number,
  text: { name: string; title: string; description: string; headline: string; text: string },
  content: { activeNavigation: string; productBlock: Json; uspCount: number },
): SeedStory {
  return story(
    ctx,
    `configurator-${kind}`,
    text.name,
    page(
      text,
      {
        activeNavigation: content.activeNavigation,
        body: [
          headline(text.headline, 'h1', text.text),
          content.productBlock,
          {
            component: 'UspWrapper',
            usps: Array.from({ length: content.uspCount }, (_, usp) =>
              uuidOf(ctx, `shared/usps/${usp + 1}`),
            ),
          },
        ],
      },
      'noindex,follow',
    ),
    { group: `configurator-${kind}`, position: 50 + index },
  );
}
