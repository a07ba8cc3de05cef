import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseInput } from '@shop/server-kit';
import type { ZodType } from 'zod';
import type { CatalogueIndex } from '../store/catalogue-index';
import type { CatalogueState } from '../store/catalogue-state';
import { matchesEtag, type Answer, type AnswerCache } from './answer-cache';
import { readContext, type CatalogueContext } from './context';
import { lazyChildLogger } from './lazy-logger';
import { parseQuery } from './query';

/** A cached GET: the query is validated once per distinct request, the answer serialised once per catalogue change. */
export type ReadRoute<Q = any, P = any> = {
  /** Fastify path; `:name` segments are path parameters (`/web-api/themes/:themeId`). */
  path: string;
  tag: 'Prices' | 'Products' | 'Shop';
  summary: string;
  params?: ZodType<P>;
  query: ZodType<Q>;
  response: ZodType;
  /** OpenAPI component name of the answer, where the path does not give a unique one. */
  component?: string;
  /** Whether the call answers 404 for an unknown id (documented in OpenAPI). */
  notFound?: boolean;
  build(input: {
    index: CatalogueIndex;
    ctx: CatalogueContext;
    query: Q;
    params: P;
    now: number;
  }): unknown;
  /** What else the answer depends on (the shipping day, running campaigns). */
  variant?(index: CatalogueIndex, ctx: CatalogueContext, now: number): string;
};

export type ReadRouteDeps = {
  state: CatalogueState;
  cache: AnswerCache;
  cacheControl: string;
  now: () => number;
};

export function registerReadRoute(
  app: FastifyInstance,
  deps: ReadRouteDeps,
  route: ReadRoute,
): void {
  const headers = {
    'cache-control': deps.cacheControl,
    vary: 'X-Channel, X-Locale',
    'x-content-type-options': 'nosniff',
    'content-type': 'application/json; charset=utf-8',
  };
  const answer = (index: CatalogueIndex, request: FastifyRequest, reply: FastifyReply): void => {
    // The raw request is the key: a hit skips parsing, since only valid requests are stored.
    const key = `${request.url}\n${request.headers['x-channel']}\n${request.headers['x-locale']}`;
    let cached = deps.cache.get(key) as Answer<CatalogueContext> | undefined;
    const now = route.variant ? deps.now() : 0;
    if (
      !cached ||
      cached.changeNumber !== index.changeNumber ||
      (route.variant && route.variant(index, cached.context, now) !== cached.variant)
    ) {
      const ctx = readContext(request.headers);
      const query = parseQuery(route.query, request.query);
      const params = route.params ? parseInput(route.params, request.params, 'path') : {};
      const variant = route.variant?.(index, ctx, now) ?? '';
      cached = deps.cache.store(
        key,
        route.build({ index, ctx, query, params, now }),
        index.changeNumber,
        variant,
        ctx,
      );
    }
    reply.headers(headers).header('etag', cached.etag);
    if (matchesEtag(request.headers['if-none-match'], cached.etag)) reply.code(304).send();
    else reply.send(cached.body);
  };
  // Synchronous while the catalogue is unchanged: no promise, no await on the hot path.
  app.get(route.path, { childLoggerFactory: lazyChildLogger }, (request, reply) => {
    const current = deps.state.current();
    if (current instanceof Promise) return current.then((index) => answer(index, request, reply));
    answer(current, request, reply);
    return undefined;
  });
}
