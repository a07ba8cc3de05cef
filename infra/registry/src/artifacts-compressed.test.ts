import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  precompressFiles,
  readStoredFile,
  type S3ArtifactStorageOptions,
} from '@shop/server-kit/artifact-storage';
import { startTestS3, type TestS3 } from '@shop/server-kit/s3-testing';
import { fakeArtifactFiles, startTestRegistry, type TestRegistry } from './testing';

// Lets one publish store no compressed copies, as every publish did before they were stored.
vi.mock(import('@shop/server-kit/artifact-storage'), async (original) => {
  const actual = await original();
  return { ...actual, precompressFiles: vi.fn(actual.precompressFiles) };
});

/** A build with a script large enough to be worth compressing. */
function buildWithLargeScript() {
  const script = Buffer.from(
    Array.from({ length: 400 }, (_, i) => `export const line${i} = "row ${i}";`).join('\n'),
  );
  return {
    files: [...fakeArtifactFiles('mf_navigation'), { path: 'static/js/main.js', data: script }],
    script,
  };
}

/** A GET whose body arrives as sent, still compressed (fetch would decompress it). */
function rawGet(url: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
      http
        .get(url, { headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode!,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
        })
        .on('error', reject);
    },
  );
}

/** The bytes a browser ends up with: decoded once by the content-encoding sent. */
function decoded(response: { headers: http.IncomingHttpHeaders; body: Buffer }) {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(response.body);
  if (encoding === 'gzip') return zlib.gunzipSync(response.body);
  return response.body;
}

const stores: Array<[string, () => Promise<S3ArtifactStorageOptions | undefined>]> = [
  ['a folder', async () => undefined],
  ['an S3 bucket', async () => (s3 = await startTestS3('artifacts', 'registry')).options],
];
let s3: TestS3 | undefined;

describe.each(stores)('compressed remote artifacts from the registry, stored in %s', (_, store) => {
  let registry: TestRegistry;
  const { files, script } = buildWithLargeScript();
  const url = (version: string) =>
    `${registry.url}/remotes/mf_navigation/${version}/static/js/main.js`;

  beforeAll(async () => {
    registry = await startTestRegistry('sqlite', { artifactsS3: await store() });
  });
  afterAll(async () => {
    await registry?.close();
    await s3?.close();
    s3 = undefined;
  });

  it('stores .br and .gz copies beside large text files, outside the published file list', async () => {
    const artifact = await registry.client.publish({
      remote: 'mf_navigation',
      version: '1.0.0',
      files,
    });
    expect(artifact.files.map((file) => [file.path, file.size])).toEqual(
      files.map((file) => [file.path, file.data.length]).sort(),
    );
    const stored = (file: string) =>
      readStoredFile(registry.storage, `mf_navigation/1.0.0/${file}`);
    expect(zlib.brotliDecompressSync((await stored('static/js/main.js.br'))!)).toEqual(script);
    expect(zlib.gunzipSync((await stored('static/js/main.js.gz'))!)).toEqual(script);
    // remoteEntry.js is a few bytes: not worth a copy.
    expect(await stored('remoteEntry.js.br')).toBeNull();
    expect(await stored('remoteEntry.js.gz')).toBeNull();
    const listed = await registry.client.listVersions('mf_navigation');
    expect(listed[0]!.files).toEqual(artifact.files);
  });

  it('sends the stored brotli copy to a browser that takes br, gzip to one that takes only gzip', async () => {
    const brotli = await rawGet(url('1.0.0'), 'gzip, deflate, br');
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.body.length).toBeLessThan(script.length);
    expect(decoded(brotli)).toEqual(script);

    const gzip = await rawGet(url('1.0.0'), 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toEqual(script);
    expect(gzip.headers.etag).not.toBe(brotli.headers.etag);

    const raw = await rawGet(url('1.0.0'));
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.headers.vary).toContain('accept-encoding');
    expect(raw.headers['content-length']).toBe(String(script.length));
    expect(raw.body).toEqual(script);
  });

  it('answers 304 to the tag of either encoding', async () => {
    const brotli = await rawGet(url('1.0.0'), 'br');
    const again = await fetch(url('1.0.0'), {
      headers: { 'accept-encoding': 'br', 'if-none-match': brotli.headers.etag! },
    });
    expect(again.status).toBe(304);
  });

  it('still serves a version published before compressed copies were stored', async () => {
    vi.mocked(precompressFiles).mockResolvedValueOnce([]);
    await registry.client.publish({ remote: 'mf_navigation', version: '0.9.0', files });
    expect(
      await readStoredFile(registry.storage, 'mf_navigation/0.9.0/static/js/main.js.br'),
    ).toBeNull();
    const response = await rawGet(url('0.9.0'), 'br, gzip');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(decoded(response)).toEqual(script);
  });
});
