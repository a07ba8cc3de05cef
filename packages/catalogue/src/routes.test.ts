import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isSaneSlug,
  isSsrSafePath,
  matchRoute,
  routeAliases,
  routeTable,
  runRouteMiddleware,
  type RouteRow,
} from './routes';

const request = (pathname: string, search = '') => {
  const { row, params } = matchRoute(pathname);
  return { row, decision: runRouteMiddleware(row, { pathname, search, locale: 'de-DE', params }) };
};

describe('route table', () => {
  it.each([
    ['/', 'start'],
    ['/desktop-startseite', 'desktop-start'],
    ['/products', 'products'],
    ['/products/calendar', 'calendar-preconfigurator'],
    ['/products/card', 'card-preconfigurator'],
    ['/themes/123', 'themes'],
    ['/themes', 'themes'],
    ['/configurator-photo-frame', 'configurator-photo-frame'],
    ['/error', 'error'],
    ['/feed-card', 'feed-card'],
    ['/account/password-reset', 'account'],
    ['/account', 'account'],
    ['/wandbilder', 'content'],
    ['/products/unknown', 'content'],
  ])('%s is the %s route', (pathname, name) => {
    expect(matchRoute(pathname).row.name).toBe(name);
  });

  it('has every configurator path and a catch-all last', () => {
    const paths = routeTable.map((row) => row.path);
    for (const kind of ['calendar', 'card', 'collage', 'photo-frame', 'photobook', 'photobox']) {
      expect(paths).toContain(`/configurator-${kind}`);
    }
    expect(paths.at(-1)).toBe('/*');
  });

  it('spells every route with the optional language and the desktop marker', () => {
    expect(routeAliases('/products')).toEqual([
      '/products',
      '/:language/products',
      '/d/products',
      '/:language/d/products',
    ]);
    expect(routeAliases('/')).toEqual(['/', '/:language', '/d', '/:language/d']);
  });
});

describe('route middleware', () => {
  it('answers the themes page only with an id', () => {
    expect(request('/themes/123').decision).toEqual({ kind: 'continue' });
    expect(request('/themes').decision).toEqual({ kind: 'not-found' });
    expect(request('/themes/a%2e%2e').decision).toEqual({ kind: 'not-found' });
  });

  it('adds the locale to a configurator path and keeps the rest of the query', () => {
    expect(request('/configurator-card', 'designId=7&_ga=1').decision).toEqual({
      kind: 'redirect',
      status: 302,
      pathname: '/configurator-card',
      search: 'designId=7&_ga=1&locale=de-DE',
    });
    expect(request('/configurator-card', 'locale=fr-CH').decision).toEqual({ kind: 'continue' });
  });

  it('refuses insane slugs in the catch-all', () => {
    expect(request('/wandbilder/leinwand').decision).toEqual({ kind: 'continue' });
    expect(request('/wandbilder/..').decision).toEqual({ kind: 'not-found' });
  });

  it('throws on a middleware name it does not know', () => {
    const row: RouteRow = {
      name: 'broken',
      path: '/broken',
      page: 'content',
      middleware: ['slug-sanity', 'teleport'],
      story: true,
    };
    expect(() =>
      runRouteMiddleware(row, { pathname: '/broken', search: '', locale: 'de-DE', params: {} }),
    ).toThrow(new Error('Unknown route middleware'));
  });
});

describe('slug sanity check', () => {
  it.each(['/', '/wandbilder', '/fotos-drucken/matt_papier', '/a/b/c/d/e/f/g/h', '/x/'])(
    'accepts %s',
    (slug) => expect(isSaneSlug(slug)).toBe(true),
  );

  it.each([
    '/..',
    '/wandbilder/../admin',
    '/.env',
    '//evil.com',
    '/caf%C3%A9',
    '/a%00b',
    '/tab\there',
    '/line\nbreak',
    '/-dash-first',
    `/${'a'.repeat(101)}`,
    '/a/b/c/d/e/f/g/h/i',
    'no-slash',
  ])('refuses %j', (slug) => expect(isSaneSlug(slug)).toBe(false));

  it('never accepts a dot segment or a control character', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom('..', '.', '\u0000', '\u001f', '\u007f'),
        (a, bad) => {
          expect(isSaneSlug(`/${a}${bad}`)).toBe(false);
        },
      ),
    );
  });
});

describe('server-rendering safe paths', () => {
  it.each([
    ['/feed-collage', true],
    ['/fotos-drucken/matt', true],
    ['/storyblok/preview', true],
    ['/wandbild-materialien-im-vergleich', true],
    ['/wandbilder', false],
  ])('%s → %s', (path, safe) => expect(isSsrSafePath(path)).toBe(safe));
});
