import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactFiles } from './artifact-files';

let app: FastifyInstance;
let root: string;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'artifacts-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write('mf_navigation/1.0.0/mf-manifest.json', '{"name":"mf_navigation"}');
  write('mf_navigation/1.0.0/page.html', '<script>alert(1)</script>');
  write('.tmp/mf_navigation-1.1.0-x/remoteEntry.js', 'unpublished');
  fs.writeFileSync(path.join(os.tmpdir(), 'outside-artifacts.txt'), 'secret');
  app = Fastify();
  await app.register(artifactFiles, { root });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('remote artifacts served by the edge', () => {
  it('serves a published file, cacheable for a year and readable cross-origin', async () => {
    const response = await app.inject('/remotes/mf_navigation/1.0.0/mf-manifest.json');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: 'mf_navigation' });
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sandboxes documents, and serves nothing unpublished or outside the store', async () => {
    const page = await app.inject('/remotes/mf_navigation/1.0.0/page.html');
    expect(page.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    for (const url of [
      '/remotes/.tmp/mf_navigation-1.1.0-x/remoteEntry.js',
      '/remotes/../outside-artifacts.txt',
      '/remotes/%2e%2e/outside-artifacts.txt',
      '/remotes/mf_navigation/9.9.9/mf-manifest.json',
      '/remotes/x\\..\\..\\api/audit',
      '/remotes/x%5c..%5c..%5capi/audit',
    ]) {
      expect((await app.inject(url)).statusCode, url).toBe(404);
    }
  });
});
