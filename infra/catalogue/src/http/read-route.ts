import type { FastifyInstance } from 'fastify';
import type { ZodType } from 'zod';
import type { CatalogueIndex } from '../store/catalogue-index';
import type { CatalogueState } from '../store/catalogue-state';
import { matchesEtag, type AnswerCache } from './answer-cache';
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
  app.get(route.path, async (request, reply) => {
    const ctx = readContext(request.headers);
    const index = await deps.state.current();
    const now = deps.now();
    const variant = route.variant?.(index, ctx, now) ?? '';
    const key = `${request.url}\n${ctx.channel}-${ctx.country}\n${ctx.locale}`;
    let answer = deps.cache.get(key, index.changeNumber, variant);
    if (!answer) {
      const query = parseQuery(route.query, request.query);
      answer = deps.cache.store(
        key,
        route.build({ index, ctx, query, now }),
        index.changeNumber,
        variant,
      );
    }
    reply
      .header('etag', answer.etag)
      .header('cache-control', deps.cacheControl)
      .header('vary', 'X-Channel, X-Locale');
    if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(answer.body);
  });
}
