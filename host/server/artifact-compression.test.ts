import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeArtifactFiles, startTestRegistry, type TestRegistry } from '@shop/registry/testing';
import { precompressFiles, readStoredFile } from '@shop/server-kit/artifact-storage';
import { startTestS3, type TestS3 } from '@shop/server-kit/s3-testing';
import { buildEdgeServer } from './app';
import type { EdgeConfig } from './config';
import { testEdgeConfig } from './testing/edge-config';

// Lets one publish store no compressed copies, as every publish did before they were stored.
vi.mock(import('@shop/server-kit/artifact-storage'), async (original) => {
  const actual = await original();
  return { ...actual, precompressFiles: vi.fn(actual.precompressFiles) };
});

const script = Buffer.from(
  Array.from({ length: 400 }, (_, i) => `export const line${i} = "row ${i}";`).join('\n'),
);
const files = [...fakeArtifactFiles('mf_navigation'), { path: 'static/js/main.js', data: script }];

/** The bytes a browser ends up with: decoded once by the content-encoding sent. */
function decoded(response: { headers: Record<string, unknown>; rawPayload: Buffer }) {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(response.rawPayload);
  if (encoding === 'gzip') return zlib.gunzipSync(response.rawPayload);
  return response.rawPayload;
}

let s3: TestS3 | undefined;
const setups: Array<[string, (registry: TestRegistry) => Partial<EdgeConfig>, boolean]> = [
  ['the artifact folder', (registry) => ({ artifactsDir: registry.artifactsDir }), false],
  ['the artifact bucket', () => ({ artifactsS3: s3!.options }), true],
  ['the registry (no store of its own)', () => ({}), false],
];

describe.each(setups)(
  'compressed remote artifacts at the edge, read from %s',
  (_, edgeStore, inBucket) => {
    let registry: TestRegistry;
    let edge: FastifyInstance;
    const get = (version: string, acceptEncoding?: string) =>
      edge.inject({
        url: `/remotes/mf_navigation/${version}/static/js/main.js`,
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });

    beforeAll(async () => {
      if (inBucket) s3 = await startTestS3('artifacts', 'edge');
      registry = await startTestRegistry('sqlite', { artifactsS3: s3?.options });
      await registry.client.publish({ remote: 'mf_navigation', version: '1.0.0', files });
      vi.mocked(precompressFiles).mockResolvedValueOnce([]);
      await registry.client.publish({ remote: 'mf_navigation', version: '0.9.0', files });
      edge = await buildEdgeServer(testEdgeConfig(registry.url, edgeStore(registry)), {
        logLevel: 'silent',
      });
    });
    afterAll(async () => {
      await edge?.close();
      await registry?.close();
      await s3?.close();
      s3 = undefined;
    });

    it('sends the brotli copy stored at publish, once compressed, to a browser that takes br', async () => {
      const response = await get('1.0.0', 'gzip, deflate, br, zstd');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      // The folder's static server names scripts application/javascript, the bucket's route text/javascript.
      expect(response.headers['content-type']).toMatch(
        /^(text|application)\/javascript; charset=utf-8$/,
      );
      expect(response.headers.vary).toContain('accept-encoding');
      expect(response.headers['cache-control']).toContain('immutable');
      expect(decoded(response)).toEqual(script);
      // Byte for byte the stored copy: nothing compressed it again on the way.
      const stored = await readStoredFile(
        registry.storage,
        'mf_navigation/1.0.0/static/js/main.js.br',
      );
      expect(response.rawPayload).toEqual(stored);
    });

    it('sends gzip to a browser that takes only gzip, and the file as it is to one that takes neither', async () => {
      const gzip = await get('1.0.0', 'gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(decoded(gzip)).toEqual(script);
      const raw = await get('1.0.0');
      expect(raw.headers['content-encoding']).toBeUndefined();
      expect(raw.rawPayload).toEqual(script);
    });

    it('still serves a version published before compressed copies were stored', async () => {
      const response = await get('0.9.0', 'br');
      expect(response.statusCode).toBe(200);
      // The folder's static server names scripts application/javascript, the bucket's route text/javascript.
      expect(response.headers['content-type']).toMatch(
        /^(text|application)\/javascript; charset=utf-8$/,
      );
      expect(decoded(response)).toEqual(script);
    });
  },
);
