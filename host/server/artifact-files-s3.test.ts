import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeArtifactFiles, startTestRegistry } from '@shop/registry/testing';
import { startTestS3, type TestS3 } from '@shop/server-kit/s3-testing';
import { buildEdgeServer } from './app';
import { readEdgeConfig } from './config';
import { testEdgeConfig } from './testing/edge-config';

let s3: TestS3;
let edge: FastifyInstance;
let edgeUrl: string;
const files = [
  ...fakeArtifactFiles('mf_navigation'),
  { path: 'page.html', data: Buffer.from('<script>alert(1)</script>') },
];

beforeAll(async () => {
  s3 = await startTestS3('artifacts', 'prod');
  const registry = await startTestRegistry('sqlite', { artifactsS3: s3.options });
  await registry.client.publish({ remote: 'mf_navigation', version: '1.0.0', files });
  // The edge reads the bucket itself: the registry is gone before the first request.
  await registry.close();
  edge = await buildEdgeServer(testEdgeConfig(registry.url, { artifactsS3: s3.options }), {
    logLevel: 'silent',
  });
  edgeUrl = await edge.listen({ port: 0, host: '127.0.0.1' });
});

/** The status of a GET whose path goes out as written, unnormalised, as a hostile client sends it. */
const rawStatus = (pathname: string) =>
  new Promise<number>((resolve, reject) => {
    const { hostname, port } = new URL(edgeUrl);
    http
      .get({ hostname, port, path: pathname }, (response) => {
        response.resume();
        resolve(response.statusCode!);
      })
      .on('error', reject);
  });
afterAll(async () => {
  await edge?.close();
  await s3?.close();
});

describe('remote artifacts served by the edge from an S3 bucket', () => {
  it('serves a published file, cacheable for a year and readable cross-origin', async () => {
    const entry = files.find((file) => file.path === 'remoteEntry.js')!;
    const response = await edge.inject('/remotes/mf_navigation/1.0.0/remoteEntry.js');
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(entry.data)).toBe(true);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const again = await edge.inject({
      url: '/remotes/mf_navigation/1.0.0/remoteEntry.js',
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('sandboxes documents, and serves nothing unpublished or outside the store', async () => {
    const page = await edge.inject('/remotes/mf_navigation/1.0.0/page.html');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    for (const url of [
      '/remotes/mf_navigation/9.9.9/mf-manifest.json',
      '/remotes/.tmp/mf_navigation-1.1.0-x/remoteEntry.js',
      '/remotes/../prod/mf_navigation/1.0.0/remoteEntry.js',
      '/remotes/%2e%2e/prod/mf_navigation/1.0.0/remoteEntry.js',
      '/remotes/mf_navigation/1.0.0/%2e%2e/1.0.0/remoteEntry.js',
      '/remotes/mf_navigation%2f1.0.0%2fremoteEntry.js',
      '/remotes/x\\..\\..\\api/audit',
    ]) {
      expect(await rawStatus(url), url).toBe(404);
    }
  });

  it('takes the bucket from ARTIFACTS_S3_* and never both a folder and a bucket', () => {
    expect(readEdgeConfig(s3.env).artifactsS3).toMatchObject({
      bucket: 'artifacts',
      prefix: 'prod',
      forcePathStyle: true,
    });
    expect(readEdgeConfig({}).artifactsS3).toBeUndefined();
    expect(() => readEdgeConfig({ ...s3.env, ARTIFACTS_DIR: '/srv/artifacts' })).toThrow(
      /both set/,
    );
  });
});
