import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompression } from '../compression';
import { catalogueFreshness } from './catalogue-freshness';
import { createDocumentCache } from './document-cache';

const html = `<!doctype html><html><body>${'<p>Leinwand, Acrylglas und Alu.</p>'.repeat(200)}</body></html>`;
const documents = createDocumentCache({ kept: 2 });
const app = Fastify();

beforeAll(async () => {
  await registerCompression(app);
  documents.keep('start', 200, html);
  app.get('/:key', async (request, reply) => {
    const kept = documents.find((request.params as { key: string }).key);
    if (!kept) return reply.status(404).send('not kept');
    return documents.send(request, reply, kept);
  });
});
afterAll(() => app.close());

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('kept documents', () => {
  it('sends the kept bytes to a client without compression', async () => {
    const response = await get('/start');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(html);
  });

  it('sends brotli or gzip as the browser asks, compressed once and never twice', async () => {
    const br = await get('/start', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(html);
    const gzip = await get('/start', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(html);
    expect((await get('/start', 'br;q=0.5, gzip;q=1')).headers['content-encoding']).toBe('gzip');
  });

  it('forgets a document with prices once its render aged out or the catalogue changed', () => {
    let clock = 0;
    let changeNumber = 4;
    const freshness = catalogueFreshness({ current: () => changeNumber }, () => clock);
    const timed = createDocumentCache({ freshness });
    timed.keep('photobook', 200, '<p>29,99 €</p>', freshness.stamp());
    clock = 30_000;
    timed.keep('calendar', 200, '<p>19,99 €</p>', freshness.stamp());
    timed.keep('start', 200, '<p>Wandbilder</p>');
    clock = 59_999;
    expect(timed.find('photobook')).toBeDefined();
    // The render's age counts, not the document's: kept later, it goes no later.
    clock = 60_000;
    expect(timed.find('photobook')).toBeUndefined();
    expect(timed.find('calendar')).toBeDefined();
    changeNumber = 5;
    expect(timed.find('calendar')).toBeUndefined();
    expect(timed.find('start')).toBeDefined();
    expect(timed.size).toBe(1);
  });

  it('keeps the most recently used documents up to its size', async () => {
    documents.keep('category', 200, '<p>Wandbilder</p>');
    await get('/start');
    documents.keep('product', 404, '<p>Nicht gefunden</p>');
    expect((await get('/start')).statusCode).toBe(200);
    expect((await get('/category')).body).toBe('not kept');
    expect((await get('/product')).statusCode).toBe(404);
  });
});
