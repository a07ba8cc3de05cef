import crypto from 'node:crypto';
import { HttpError, badRequest, notFound } from '@shop/server-kit';
import { parseChannelHeader, spaceIds, type ChannelId, type CountryCode } from '../config/channels';
import { localeFolder, normaliseLocale, type Locale } from '../config/locales';
import type { Version } from './content-client';
import type { GatewayOptions } from './options';

export type Query = Record<string, string | undefined>;
export type Headers = Record<string, string | string[] | undefined>;

export type Site = { channel: ChannelId; country: CountryCode; locale: Locale };
export type PagePath = {
  locale: Locale;
  folder: string;
  slug: string;
  fullSlug: string;
  storyPath: string;
};

const header = (headers: Headers, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** Channel and country from X-Channel (`wallart-de`), locale from X-Locale (`de-DE`). */
export function siteOf(
  headers: Headers,
  options: { localeRequired: boolean },
): Site & { locale: Locale | undefined } {
  const channelHeader = header(headers, 'x-channel');
  if (!channelHeader)
    throw badRequest('X-Channel header is required, e.g. "wallart-de" or "kartenliebe-ch"');
  const site = parseChannelHeader(channelHeader);
  if (!site)
    throw badRequest(
      `X-Channel "${channelHeader}" is unknown; use <channel>-<country> with channel wallart or kartenliebe`,
    );
  const localeHeader = header(headers, 'x-locale');
  const locale = localeHeader ? normaliseLocale(localeHeader) : undefined;
  if (localeHeader && !locale)
    throw badRequest(`X-Locale "${localeHeader}" is not a shop locale (e.g. de-DE)`);
  if (!locale && options.localeRequired)
    throw badRequest('X-Locale header is required, e.g. "de-DE"');
  return { ...site, locale: locale as Locale };
}

const notFoundPage = (storyPath: string) =>
  notFound(`Page not found: ${storyPath}`, 'storyblok-page-not-found');
const segmentPattern = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

/**
 * The story behind a page path. `path` is `/{locale}/{slug}` (the locale segment in any case) or
 * just `/{slug}`, then X-Locale supplies the locale. The desktop start page is `desktop-startseite`.
 */
export function pagePathOf(
  rawPath: string | undefined,
  headerLocale: Locale | undefined,
  platform: string | undefined,
): PagePath {
  const raw = (rawPath ?? '/').trim();
  if (raw.startsWith('//')) throw badRequest('path must not start with //');
  if (raw.length > 512) throw badRequest('path is too long (at most 512 characters)');
  const segments = raw.split('/').filter(Boolean);
  const first = segments[0] ?? '';
  let locale = headerLocale;
  if (/^[a-z]{2}[-_][a-z]{2}$/i.test(first)) {
    locale = normaliseLocale(first);
    if (!locale) throw notFoundPage(`/${segments.join('/')}`);
    segments.shift();
  }
  if (!locale) throw badRequest('X-Locale header is required when path has no locale segment');
  const folder = localeFolder(locale);
  let slug = segments.join('/');
  if (slug === '' && platform === 'desktop') slug = 'desktop-startseite';
  const fullSlug = slug ? `${folder}/${slug}` : `${folder}/`;
  const page = { locale, folder, slug, fullSlug, storyPath: `/${fullSlug}` };
  if (!segments.every((segment) => segmentPattern.test(segment)))
    throw notFoundPage(page.storyPath);
  return page;
}

/** The storefront's own path of a story path: `/de-de/wandbilder` → `/wandbilder`. */
export const storefrontPath = (page: Pick<PagePath, 'slug'>) => `/${page.slug}`;

/** Valid when sha1("space_id:preview_token:timestamp") matches and the timestamp is under an hour old. */
export function hasValidEditorToken(
  query: Query,
  channel: ChannelId,
  previewToken: string,
  now = Date.now(),
): boolean {
  const spaceId = query['_storyblok_tk[space_id]'];
  const timestamp = query['_storyblok_tk[timestamp]'];
  const token = query['_storyblok_tk[token]'];
  if (!spaceId || !timestamp || !token || Number(spaceId) !== spaceIds[channel]) return false;
  const age = now / 1000 - Number(timestamp);
  if (!(age >= -60 && age < 3600)) return false;
  const expected = crypto
    .createHash('sha1')
    .update(`${spaceId}:${previewToken}:${timestamp}`)
    .digest('hex');
  return (
    expected.length === token.length &&
    crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(token))
  );
}

/** Draft when the visual editor's `_storyblok` parameter is present or `version=draft`, else the configured version. */
export function versionOf(query: Query, channel: ChannelId, options: GatewayOptions): Version {
  if (query.version !== undefined && query.version !== 'draft' && query.version !== 'published') {
    throw badRequest(`version must be draft or published, got "${query.version}"`);
  }
  const wantsDraft =
    query._storyblok !== undefined || (query.version ?? options.defaultVersion) === 'draft';
  if (!wantsDraft) return 'published';
  if (
    options.drafts === 'open' ||
    hasValidEditorToken(query, channel, options.tokens[channel].preview)
  )
    return 'draft';
  throw new HttpError(
    403,
    'Draft content needs a valid visual-editor token (_storyblok_tk[space_id], _storyblok_tk[timestamp], _storyblok_tk[token])',
    {
      code: 'storyblok-draft-forbidden',
    },
  );
}

/** The relations to resolve: the page defaults plus any `resolveRelations` asked for. */
export function relationsOf(query: Query, defaults: readonly string[]): string[] {
  const asked = (query.resolveRelations ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const invalid = asked.find((item) => !/^[A-Za-z0-9_]+\.[A-Za-z0-9_]+$/.test(item));
  if (invalid)
    throw badRequest(`resolveRelations: "${invalid}" is not of the form Component.field`);
  return [...new Set([...defaults, ...asked])].sort();
}

export function checkApiVersion(query: Query): void {
  if (query.apiVersion !== undefined && query.apiVersion !== 'v2')
    throw badRequest(`apiVersion must be v2, got "${query.apiVersion}"`);
}

export function baseUrlOf(query: Query): string | undefined {
  const value = query._baseUrl;
  if (!value) return undefined;
  if (!/^https?:\/\/[^/]+/i.test(value))
    throw badRequest('_baseUrl must be an absolute http(s) URL, e.g. https://www.example.com');
  return value.replace(/\/+$/, '');
}
