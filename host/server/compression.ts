import { promisify } from 'node:util';
import zlib, { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import type { StoredEncoding } from '@shop/server-kit/artifact-storage';

/** Brotli quality for what the edge compresses itself: a 130 kB script in a few milliseconds. */
export const edgeBrotliQuality = 5;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The edge's own settings, for what it compresses once and keeps: milliseconds, not a second. */
export const edgeCompressors: Record<StoredEncoding, (data: Buffer) => Promise<Buffer>> = {
  br: (data) => brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: edgeBrotliQuality } }),
  gzip: (data) => gzip(data, { level: 6 }),
};

/**
 * Brotli or gzip for everything text-like the edge sends: documents, the shell's scripts and
 * styles, remote artifacts, JSON from the services (unless a service compressed it already).
 * Brotli at quality 5 compresses a 130 kB script in a few milliseconds; assets are then cached
 * by browsers for a year, so each shopper pays for it once.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: edgeBrotliQuality } },
  });
}
