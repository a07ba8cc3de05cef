import http from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  channels,
  configuratorKinds,
  contentLocaleFor,
  developmentHost,
  feedKinds,
  locales,
  localeInfo,
  privacyPolicyPaths,
  routeTable,
  type CountryCode,
  type Locale,
} from '@shop/catalogue';
import type { ChannelId } from '@shop/contracts';
import { buildSeed } from '../../infra/content/seed/index';
import { kartenliebeConfiguratorKinds } from '../../infra/content/seed/kartenliebe/copy-type';
import { buildEdgeServer } from './app';
import { serveReleaseSet, testEdgeConfig } from './testing/edge-config';

// Every row of the route table, under every alias, on both channels: status and Location.

/**
 * How the edge answers a sample path: the page, a 404 with the error story, a 302 adding `locale`,
 * or the page when the channel's seeded content has a story for the path (else the 404).
 */
type Expected = 'page' | 'not-found' | 'locale-redirect' | 'seeded-page';
type Sample = { path: string; query?: string; expected: Expected };

/** Sample requests per row name; a row without samples fails the test below. */
const samples: Readonly<Record<string, readonly Sample[]>> = {
  start: [{ path: '/', expected: 'page' }],
  'desktop-start': [{ path: '/desktop-startseite', expected: 'page' }],
  products: [
    { path: '/products', expected: 'page' },
    { path: '/products', query: 'sku=123&_x=1', expected: 'page' },
  ],
  'calendar-preconfigurator': [{ path: '/products/calendar', expected: 'page' }],
  'card-preconfigurator': [{ path: '/products/card', query: 'themeId=7', expected: 'page' }],
  themes: [
    { path: '/themes/42', expected: 'page' },
    { path: '/themes/rosen_blau-3', expected: 'page' },
    { path: '/themes', expected: 'not-found' },
    { path: '/themes/a.b', expected: 'not-found' },
  ],
  ...Object.fromEntries(
    configuratorKinds.map((kind) => [
      `configurator-${kind}`,
      [
        { path: `/configurator-${kind}`, expected: 'locale-redirect' },
        { path: `/configurator-${kind}`, query: 'designId=7&s=mail', expected: 'locale-redirect' },
        { path: `/configurator-${kind}`, query: 'locale={locale}', expected: 'seeded-page' },
      ] satisfies Sample[],
    ]),
  ),
  error: [{ path: '/error', expected: 'not-found' }],
  ...Object.fromEntries(
    feedKinds.map((kind) => [`feed-${kind}`, [{ path: `/feed-${kind}`, expected: 'page' }]]),
  ),
  account: [
    { path: '/account', expected: 'page' },
    { path: '/account/orders/7', expected: 'page' },
  ],
  content: [
    { path: '/wandbilder', expected: 'page' },
    { path: '/fotos-drucken/matt_papier', query: 'utm_source=x', expected: 'page' },
    { path: '/fehlt', expected: 'not-found' },
    { path: '/a/%2e%2e/b', expected: 'not-found' },
    { path: '/caf%C3%A9', expected: 'not-found' },
  ],
};

/** Story paths asked for, in order. */
const asked: string[] = [];

/** Stories the stand-in content service does not have; it has every other. */
const missingStory = /\/fehlt\/?$/;
/** Pre-configurator pages are answered from the shop's real seed: only those seeded exist. */
const seededPath = /\/configurator-/;
const seeded = new Set(buildSeed().map(({ space, story }) => `${space}:${story.full_slug}`));
const isSeeded = (channel: ChannelId, storyPath: string) =>
  seeded.has(`${channel}:${storyPath.slice(1).replace(/\/$/, '')}`);

async function startContent(): Promise<FastifyInstance> {
  const services = Fastify();
  serveReleaseSet(services, { environment: 'development' });
  services.get('/frontend-api/mp/storyblok/global', async () => ({}));
  // The catalogue knows every theme the samples name.
  services.get('/web-api/themes/:id', async (request) => ({
    id: (request.params as { id: string }).id,
  }));
  services.get('/frontend-api/mp/storyblok', async (request, reply) => {
    const { path: storyPath } = request.query as { path: string };
    asked.push(storyPath);
    const channel = String(request.headers['x-channel']).split('-')[0] as ChannelId;
    if (
      missingStory.test(storyPath) ||
      (seededPath.test(storyPath) && !isSeeded(channel, storyPath))
    )
      return reply.status(404).send({ code: 'storyblok-page-not-found' });
    const slug = storyPath.slice(1);
    return { name: slug, full_slug: slug, content: { component: 'Page', title: slug } };
  });
  await services.listen({ port: 0, host: '127.0.0.1' });
  return services;
}

let services: FastifyInstance;
let edge: FastifyInstance;

beforeAll(async () => {
  services = await startContent();
  const url = `http://127.0.0.1:${(services.server.address() as { port: number }).port}`;
  edge = await buildEdgeServer(
    testEdgeConfig(url, {
      environment: 'development',
      flags: { sdkKey: null, readyTimeoutMs: 10_000 },
    }),
    { logLevel: 'silent' },
  );
  await edge.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await edge.close();
  await services.close();
});

type Answer = { status: number; location: string | undefined };

/** GET with a Host header (fetch cannot set one); the path goes out exactly as written. */
function get(host: string, pathAndQuery: string): Promise<Answer> {
  const port = (edge.server.address() as { port: number }).port;
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: pathAndQuery, headers: { host } }, (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode!, location: response.headers.location }),
        );
      })
      .on('error', reject);
  });
}

/** The locale of a country under one of its languages. */
const localeOf = (country: CountryCode, language: string) =>
  locales.find(
    (locale) => localeInfo[locale].country === country && localeInfo[locale].language === language,
  )!;

/** The hosts each channel is tested on: the German one and the Swiss one (French under `/fr`). */
const hostsOf = (channel: ChannelId) =>
  [
    { country: 'de', language: 'de', host: developmentHost(channel, 'de') },
    { country: 'ch', language: 'fr', host: developmentHost(channel, 'ch') },
  ] as const;

/** Bare, with the language, with the desktop marker, with both. */
const aliasesOf = (language: string) => ['', `/${language}`, '/d', `/${language}/d`];

/** Special areas keep their URL spelling; every other path has one (no trailing slash) on wall art. */
const keepsSlash = (rowName: string) =>
  rowName === 'account' || rowName.startsWith('configurator-');

type Case = {
  row: string;
  host: string;
  request: string;
  status: number;
  location: string | undefined;
};

function expectedAnswer(
  channel: ChannelId,
  sample: Sample,
  base: string,
  path: string,
  locale: Locale,
) {
  const query = sample.query?.replace('{locale}', locale);
  if (sample.expected === 'locale-redirect') {
    const rest = query ? `${query}&` : '';
    return { status: 302, location: `${base}${path}?${rest}locale=${locale}` };
  }
  const found =
    sample.expected === 'seeded-page'
      ? isSeeded(channel, `/${contentLocaleFor(locale, path).toLowerCase()}${path}`)
      : sample.expected === 'page';
  return { status: found ? 200 : 404, location: undefined };
}

/** Every row × sample × host × alias, and the same with a trailing slash. */
function casesOf(channel: ChannelId): Case[] {
  const cases: Case[] = [];
  for (const { country, language, host } of hostsOf(channel)) {
    for (const alias of aliasesOf(language)) {
      const locale = localeOf(country, alias.startsWith(`/${language}`) ? language : 'de');
      for (const row of routeTable) {
        for (const sample of samples[row.name] ?? []) {
          const path = sample.path === '/' ? alias || '/' : `${alias}${sample.path}`;
          const query = sample.query?.replace('{locale}', locale);
          const request = query ? `${path}?${query}` : path;
          cases.push({
            row: row.name,
            host,
            request,
            ...expectedAnswer(
              channel,
              sample,
              alias,
              sample.path === '/' ? '' : sample.path,
              locale,
            ),
          });
          if (path === '/' || sample.path.includes('%')) continue;
          // The same path with a trailing slash.
          const slashed = query ? `${path}/?${query}` : `${path}/`;
          if (channel === 'wallart' && !keepsSlash(row.name)) {
            cases.push({ row: row.name, host, request: slashed, status: 301, location: request });
          } else {
            // The locale redirect names the path without its trailing slash.
            const answer = expectedAnswer(
              channel,
              sample,
              alias,
              sample.path === '/' ? '' : sample.path,
              locale,
            );
            cases.push({ row: row.name, host, request: slashed, ...answer });
          }
        }
      }
    }
  }
  return cases;
}

describe('the route table has samples for every row', () => {
  it.each(routeTable.map((row) => row.name))('%s', (name) => {
    expect(samples[name]?.length ?? 0).toBeGreaterThan(0);
  });
});

describe.each(['wallart', 'kartenliebe'] as const)('every route on the %s channel', (channel) => {
  const cases = casesOf(channel);
  it.each(routeTable.map((row) => row.name))(
    '%s answers bare, with language, desktop and both aliases, with and without a slash',
    async (name) => {
      const mine = cases.filter((entry) => entry.row === name);
      const answers = await Promise.all(
        mine.map(async ({ host, request }) => ({ host, request, ...(await get(host, request)) })),
      );
      expect(answers).toEqual(
        mine.map(({ host, request, status, location }) => ({ host, request, status, location })),
      );
    },
  );
});

describe('pre-configurator pages of the seeded content', () => {
  const sold: Record<ChannelId, readonly string[]> = {
    wallart: configuratorKinds,
    kartenliebe: kartenliebeConfiguratorKinds,
  };
  it.each(
    (['wallart', 'kartenliebe'] as const).flatMap((channel) =>
      configuratorKinds.map((kind) => [channel, kind, sold[channel].includes(kind)] as const),
    ),
  )('%s: /configurator-%s?locale=de-DE is a page: %s', async (channel, kind, page) => {
    const host = developmentHost(channel, 'de');
    expect(await get(host, `/configurator-${kind}?locale=de-DE`)).toEqual({
      status: page ? 200 : 404,
      location: undefined,
    });
    expect(await get(host, `/configurator-${kind}`)).toEqual({
      status: 302,
      location: `/configurator-${kind}?locale=de-DE`,
    });
  });
});

describe.each(['wallart', 'kartenliebe'] as const)(
  'country prefixes on the %s channel',
  (channel) => {
    const home = developmentHost(channel, 'de');
    const soldIn = channels[channel].countries;
    // A two-letter first segment that is not a German language segment is a country prefix.
    const prefixes = soldIn.filter((country) => country !== 'de' && country.length === 2);

    it.each(prefixes)(
      '/%s/… goes to that country’s host with the rest and the query (301)',
      async (country) => {
        const target = `http://${developmentHost(channel, country)}:8080`;
        expect(await get(`${home}:8080`, `/${country}/wandbilder/motive?a=1&b=%C3%A4`)).toEqual({
          status: 301,
          location: `${target}/wandbilder/motive?a=1&b=%C3%A4`,
        });
        expect(await get(`${home}:8080`, `/${country}`)).toEqual({
          status: 301,
          location: `${target}/`,
        });
        expect(await get(`${home}:8080`, `/${country.toUpperCase()}/d/x`)).toEqual({
          status: 301,
          location: `${target}/d/x`,
        });
      },
    );

    it('spells the United Kingdom and the United States as uk and us too', async () => {
      for (const [prefix, country] of [
        ['uk', 'gb'],
        ['us', 'com'],
      ] as const) {
        const answer = await get(`${home}:8080`, `/${prefix}/wall-art`);
        expect(answer, prefix).toEqual(
          soldIn.includes(country)
            ? { status: 301, location: `http://${developmentHost(channel, country)}:8080/wall-art` }
            : { status: 302, location: '/error' },
        );
      }
    });

    const unknown = ['zz', 'en', 'xx', 'Qq'];
    // Countries the other brand sells in but this one does not are unknown prefixes here.
    const foreign = channels.wallart.countries.filter(
      (country) => country.length === 2 && country !== 'de' && !soldIn.includes(country),
    );
    it.each([...unknown, ...foreign])(
      '/%s/… is an unknown prefix: 302 to /error',
      async (prefix) => {
        expect(await get(home, `/${prefix}/wandbilder?x=1`)).toEqual({
          status: 302,
          location: '/error',
        });
        expect(await get(home, `/${prefix}`)).toEqual({ status: 302, location: '/error' });
      },
    );

    it('/error, where unknown prefixes land, is the error page (404)', async () => {
      expect(await get(home, '/error')).toEqual({ status: 404, location: undefined });
    });

    it('a language of the host’s country is a language segment, not a country prefix', async () => {
      const swiss = developmentHost(channel, 'ch');
      for (const language of ['de', 'fr', 'it'])
        expect(await get(swiss, `/${language}/products`), language).toEqual({
          status: 200,
          location: undefined,
        });
    });
  },
);

describe('privacy policies', () => {
  // Each locale on the wall-art host of its country, with its language segment where the country has several.
  it.each(locales)('%s is answered from its own content folder', async (locale) => {
    const { country, language } = localeInfo[locale];
    const languages = locales.filter((other) => localeInfo[other].country === country);
    const prefix = languages.length > 1 ? `/${language}` : '';
    asked.length = 0;
    const answer = await get(
      developmentHost('wallart', country),
      `${prefix}/${privacyPolicyPaths[language]}`,
    );
    expect(answer).toEqual({ status: 200, location: undefined });
    expect(asked).toEqual([`/${locale.toLowerCase()}/${privacyPolicyPaths[language]}`]);
  });
});
