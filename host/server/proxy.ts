import replyFrom from '@fastify/reply-from';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '@shop/server-kit';
import { cleanProxyPath, hasValidQuery } from './proxy-path';

export type Upstream = {
  /** Route on the edge, e.g. `/web-api/*`. */
  route: string;
  /** The service's base URL. */
  url: string;
  /** Largest request body the service accepts; the edge answers 413 itself above it. */
  bodyLimit: number;
  /** Paths the public may reach on this service; anything else is 404 at the edge. */
  allow?: RegExp;
  /** Methods forwarded (default: all); a path that is also a page forwards only its API methods. */
  methods?: Array<'POST'>;
};

/** One MiB: Fastify's default body limit. */
export const defaultBodyLimit = 1024 * 1024;

/**
 * The largest body each service takes on its public routes. The edge refuses anything larger itself:
 * a service that answers 413 while the edge still streams the upload would cut the connection.
 * The content gateway takes no bodies at all, so the edge forwards none (limit 0).
 */
export const serviceBodyLimits = {
  /** infra/shop-api: Fastify `bodyLimit` 16 KiB. */
  shopApi: 16 * 1024,
  /** infra/catalogue: Fastify `bodyLimit` 64 KiB (its admin import is not public). */
  catalogue: 64 * 1024,
  /** infra/flags: `FLAGS_INGEST_MAX_BYTES`, 1 MiB by default. */
  flagsIngest: defaultBodyLimit,
} as const;

const notFound = (request: FastifyRequest) =>
  new HttpError(404, `Not found: ${request.url.split('?')[0]!.slice(0, 200)}`, {
    code: 'not-found',
  });

/** 413 above the limit; a body without a declared length is refused, so it cannot grow unchecked. */
function checkBody(request: FastifyRequest, limit: number): void {
  const length = request.headers['content-length'];
  if (length !== undefined) {
    if (!/^\d+$/.test(length)) throw new HttpError(400, 'Content-Length must be a number of bytes');
    if (Number(length) > limit)
      throw new HttpError(413, `The request body may be at most ${limit} bytes`, {
        code: 'body-too-large',
      });
    return;
  }
  if (request.headers['transfer-encoding'])
    throw new HttpError(411, 'Send the request body with a Content-Length', {
      code: 'length-required',
    });
}

/** A service that is down or too slow: 503 or 504 with the shop's error shape, never a 500. */
function upstreamFailed(reply: FastifyReply, error: unknown, service: string) {
  const code = (error as { code?: string } | undefined)?.code ?? '';
  const timedOut = /TIMEOUT/i.test(code);
  reply.log.error({ event: 'upstream-unavailable', service, code }, 'upstream request failed');
  if (reply.sent) return;
  void reply
    .status(timedOut ? 504 : 503)
    .header('retry-after', '5')
    .send({
      // The service's address stays in the log: shoppers learn nothing about the inside.
      message: 'This service is not available right now. Please try again in a moment.',
      code: timedOut ? 'upstream-timeout' : 'upstream-unavailable',
    });
}

/**
 * The services behind the shop's one origin. Only the public routes of each are forwarded, with a
 * checked path (see cleanProxyPath), a body within the service's limit and the client's address.
 */
export async function proxyRoutes(app: FastifyInstance, { upstreams }: { upstreams: Upstream[] }) {
  // Bodies stream through untouched; the upstream service parses and validates them.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
  await app.register(replyFrom, { http: { requestOptions: { timeout: 30_000 } } });
  for (const upstream of upstreams) {
    const service = new URL(upstream.url).host;
    app.route({
      method: upstream.methods ?? app.supportedMethods,
      url: upstream.route,
      onRequest: async (request) => {
        if (!hasValidQuery(request.url))
          throw new HttpError(
            400,
            'The query string is not valid: every % must start a UTF-8 escape like %20 or %C3%BC',
            {
              code: 'malformed-query',
            },
          );
        const clean = cleanProxyPath(request.url);
        if (!clean || (upstream.allow && !upstream.allow.test(clean.path))) throw notFound(request);
        checkBody(request, upstream.bodyLimit);
      },
      handler: (request, reply) => {
        const { path, search } = cleanProxyPath(request.url)!;
        return reply.from(`${upstream.url}${path}${search}`, {
          // The edge is the trust boundary: a client's own X-Forwarded-For is replaced, never passed on.
          rewriteRequestHeaders: (_raw, headers) => ({
            ...headers,
            'x-forwarded-for': request.ip,
            'x-forwarded-host': request.host,
            'x-forwarded-proto': request.protocol,
          }),
          onError: (_failed, { error }) => upstreamFailed(reply, error, service),
        });
      },
    });
  }
}
