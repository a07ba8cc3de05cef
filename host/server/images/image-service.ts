import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '@shop/server-kit';
import { createDiskCache } from './disk-cache';
import { findOriginal, mediaPathOf } from './media-source';
import { optionsKey, parseTransformOptions } from './options';
import { contentTypes, negotiateFormat, originalFormatOf, transformImage } from './transform';

export type ImageServiceOptions = {
  /** Originals, served at `/media/*` (`.data/media` under `npm start`). */
  mediaDir: string;
  /** Transformed results, keyed by options and source version. */
  cacheDir: string;
};

const prefix = '/cdn-cgi/image/';
// The URL names the options and the original's path; a changed original gets a new cache entry
// on the server, and browsers keep what they have (the transform URL is treated as immutable).
const immutable = 'public, max-age=31536000, immutable';

/**
 * The media store and the image transformer behind the edge: `/media/*` serves originals,
 * `/cdn-cgi/image/{options}/{url}` resizes and re-encodes them with sharp, cached on disk.
 */
export async function imageService(app: FastifyInstance, options: ImageServiceOptions) {
  fs.mkdirSync(options.mediaDir, { recursive: true });
  const cache = createDiskCache(options.cacheDir, (error) =>
    app.log.warn({ event: 'image-cache-write-failed', err: error }, 'transformed image not cached'),
  );

  await app.register(fastifyStatic, {
    root: options.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    // Originals may be replaced under the same name, so browsers revalidate them daily.
    maxAge: '1d',
    setHeaders(response, file) {
      response.setHeader('x-content-type-options', 'nosniff');
      // An SVG opened on its own runs as a document of this origin: no scripts, no requests.
      if (file.endsWith('.svg')) {
        response.setHeader(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        );
      }
    },
  });

  app.get(`${prefix}*`, async (request, reply) => {
    const [pathname = ''] = request.url.split('?');
    const rest = pathname.slice(prefix.length);
    const slash = rest.indexOf('/');
    if (slash < 0) {
      throw new HttpError(400, 'An image URL is /cdn-cgi/image/{options}/{url}', {
        code: 'image-url-invalid',
      });
    }
    const transform = parseTransformOptions(rest.slice(0, slash));
    const original = await findOriginal(options.mediaDir, mediaPathOf(rest.slice(slash + 1)));
    // Only `auto` needs the original's own format (the fallback for browsers without AVIF/WebP).
    const originalFormat =
      transform.format === 'auto' ? await originalFormatOf(original.file) : undefined;
    const format = negotiateFormat(transform.format, request.headers.accept, originalFormat);
    const key = cache.keyOf(optionsKey(transform), format, original.relative, original.version);
    const etag = `"${key}"`;
    if (transform.format === 'auto') reply.header('vary', 'Accept');
    reply.header('cache-control', immutable).header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    const { body, hit } = await cache.getOrCreate(key, format, () =>
      transformImage(original.file, transform, format),
    );
    return reply
      .header('x-image-cache', hit ? 'hit' : 'miss')
      .type(contentTypes[format])
      .send(body);
  });
}
