import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEdgeServer } from './app';
import { serveReleaseSet, testAssetsDir, testEdgeConfig } from './testing/edge-config';

let services: FastifyInstance;
let edge: FastifyInstance;
let plain: Buffer;
let brotli: Buffer;
let gzip: Buffer;

beforeAll(async () => {
  // The build's siblings, at the build's highest settings: bytes on-the-fly compression would not produce.
  const assetsDir = testAssetsDir();
  const file = path.join(assetsDir, 'main.abc.js');
  plain = fs.readFileSync(file);
  brotli = zlib.brotliCompressSync(plain, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
  });
  gzip = zlib.gzipSync(plain, { level: 9 });
  fs.writeFileSync(`${file}.br`, brotli);
  fs.writeFileSync(`${file}.gz`, gzip);

  services = Fastify();
  serveReleaseSet(services);
  await services.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(services.server.address() as { port: number }).port}`;
  edge = await buildEdgeServer(testEdgeConfig(url, { assetsDir }), { logLevel: 'silent' });
});
afterAll(async () => {
  await edge?.close();
  await services?.close();
});

const script = (acceptEncoding?: string) =>
  edge.inject({
    url: '/assets/main.abc.js',
    headers: {
      host: 'localhost',
      ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
    },
  });

describe('precompressed shell files', () => {
  it('sends the stored Brotli file to a browser that accepts br', async () => {
    const answer = await script('gzip, deflate, br');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers['cache-control']).toContain('immutable');
    expect(answer.rawPayload.equals(brotli)).toBe(true);
  });

  it('sends the stored gzip file when br is not accepted', async () => {
    const answer = await script('gzip');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.rawPayload.equals(gzip)).toBe(true);
  });

  it('sends the plain file to a client that accepts no encoding', async () => {
    const answer = await script();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.rawPayload.equals(plain)).toBe(true);
  });
});
