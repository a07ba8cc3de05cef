import type { FastifyReply, FastifyRequest } from 'fastify';
import { preferredEncoding, type StoredEncoding } from '@shop/server-kit/artifact-storage';
import { edgeCompressors } from '../compression';
import {
  catalogueFreshness,
  type CatalogueFreshness,
  type CatalogueStamp,
} from './catalogue-freshness';

type KeptDocument = {
  status: number;
  html: Buffer;
  /** Null for a document without catalogue answers, which its key covers entirely. */
  stamp: CatalogueStamp | null;
  encoded: Partial<Record<StoredEncoding, Promise<Buffer>>>;
};

/** Documents of about 100 kB: 400 of them stay under 50 MB, and the compressed copies far less. */
const defaultKeptDocuments = 400;

/**
 * Finished server-rendered documents by the digest of everything they were made from (the render
 * key), with their brotli and gzip copies made on first demand. One with catalogue answers in it
 * carries its render's catalogue stamp, and goes with it when an import changes the catalogue.
 * A hit sends bytes: no preloads, styles or shop data are put together again, nothing is compressed
 * again. The caller keeps only documents whose render and preloads were complete.
 */
export function createDocumentCache({
  kept = defaultKeptDocuments,
  freshness = catalogueFreshness(null),
}: { kept?: number; freshness?: CatalogueFreshness } = {}) {
  const documents = new Map<string, KeptDocument>();

  /** `stamp`: the render's, for a document with catalogue answers in it (which its key does not cover). */
  function keep(key: string, status: number, html: string, stamp: CatalogueStamp | null = null) {
    documents.set(key, { status, html: Buffer.from(html), stamp, encoded: {} });
    if (documents.size > kept) documents.delete(documents.keys().next().value!);
  }

  /** The kept document for this key, most recently used last; undefined when none is kept or it went stale. */
  function find(key: string): KeptDocument | undefined {
    const document = documents.get(key);
    if (!document) return undefined;
    documents.delete(key);
    if (document.stamp && !freshness.fresh(document.stamp)) return undefined;
    documents.set(key, document);
    return document;
  }

  /** Sends a kept document in the encoding the browser takes best; the headers are the caller's. */
  async function send(request: FastifyRequest, reply: FastifyReply, document: KeptDocument) {
    reply
      .status(document.status)
      .type('text/html; charset=utf-8')
      .header('vary', 'accept-encoding');
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(document.html);
    const encoded = (document.encoded[encoding] ??= edgeCompressors[encoding](document.html));
    // Set before the global compression's onSend runs, so these bytes are not compressed again.
    return reply.header('content-encoding', encoding).send(await encoded);
  }

  return {
    keep,
    find,
    send,
    get size() {
      return documents.size;
    },
  };
}

export type DocumentCache = ReturnType<typeof createDocumentCache>;
