import type { FastifyInstance } from 'fastify';
import type { ZodType } from 'zod';
import type { CatalogueIndex } from '../store/catalogue-index';
import type { CatalogueState } from '../store/catalogue-state';
import { matchesEtag, type Answer, type AnswerCache } from './answer-cache';
import { readContext, type CatalogueContext } from './context';
import { parseQuery } from './query';

/** A cached GET: the query is validated once per distinct request, the answer serialised once per catalogue change. */
export type ReadRoute<Q = any> = {
  path: string;
  tag: 'Prices' | 'Products' | 'Shop';
  summary: string;
  query: ZodType<Q>;
  response: ZodType;
  build(input: { index: CatalogueIndex; ctx: CatalogueContext; query: Q; now: number }): unknown;
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
  app.get(route.path, async (request, reply) => {
    const current = deps.state.current();
    const index = current instanceof Promise ? await current : current;
    // The raw request is the key: a hit skips parsing, since only valid requests are stored.
    const key = `${request.url}\n${request.headers['x-channel']}\n${request.headers['x-locale']}`;
    let answer = deps.cache.get(key) as Answer<CatalogueContext> | undefined;
    const now = route.variant ? deps.now() : 0;
    if (
      !answer ||
      answer.changeNumber !== index.changeNumber ||
      (route.variant && route.variant(index, answer.context, now) !== answer.variant)
    ) {
      const ctx = readContext(request.headers);
      const query = parseQuery(route.query, request.query);
      const variant = route.variant?.(index, ctx, now) ?? '';
      answer = deps.cache.store(
        key,
        route.build({ index, ctx, query, now }),
        index.changeNumber,
        variant,
        ctx,
      );
    }
    reply.headers(headers).header('etag', answer.etag);
    if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
    return reply.send(answer.body);
  });
}
