import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEdgeServer } from '../app';
import { serveReleaseSet, testAssetsDir, testEdgeConfig } from '../testing/edge-config';

const headerMap = { version: 3, sources: ['src/header.tsx'], names: [], mappings: 'AAAA' };
let services: FastifyInstance;
let edge: FastifyInstance;

beforeAll(async () => {
  const assetsDir = testAssetsDir();
  fs.writeFileSync(path.join(assetsDir, 'boot.1.js'), 'var boot = 1;');
  const artifactsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-artifacts-'));
  const version = path.join(artifactsDir, 'mf_navigation', '1.0.0');
  fs.mkdirSync(path.join(version, 'server'), { recursive: true });
  fs.writeFileSync(path.join(version, 'remoteEntry.js'), 'var mf_navigation = {};');
  fs.writeFileSync(path.join(version, 'header.2.js'), 'var header = 2;');
  fs.writeFileSync(path.join(version, 'header.2.js.map'), JSON.stringify(headerMap));
  fs.writeFileSync(path.join(version, 'server', 'remote.js'), 'module.exports = {};');
  services = Fastify();
  serveReleaseSet(services);
  await services.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(services.server.address() as { port: number }).port}`;
  edge = await buildEdgeServer(testEdgeConfig(url, { assetsDir, artifactsDir }), {
    logLevel: 'silent',
  });
});
afterAll(async () => {
  await edge?.close();
  await services?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  edge.inject({ url, headers: { host: 'localhost', 'accept-encoding': 'br', ...headers } });

describe('script packs at the edge', () => {
  it('send remote versions’ files as one script, compressed and cached for a year', async () => {
    const answer = await get(
      '/remotes/pack.js?files=mf_navigation/1.0.0/remoteEntry.js,mf_navigation/1.0.0/header.2.js',
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toContain('immutable');
    const text = zlib.brotliDecompressSync(answer.rawPayload).toString();
    expect(text.indexOf('mf_navigation')).toBeLessThan(text.indexOf('header = 2'));
  });

  it('send the shell’s own files the same way, and nothing again to a browser that has them', async () => {
    const first = await get('/assets/pack.js?files=boot.1.js,main.abc.js', {
      'accept-encoding': '',
    });
    expect(first.headers['content-encoding']).toBeUndefined();
    expect(first.body).toContain('var boot = 1;');
    const again = await get('/assets/pack.js?files=boot.1.js,main.abc.js', {
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it('send a pack’s source map beside it, holding each file’s own map at the line it starts on', async () => {
    const packUrl =
      '/remotes/pack.js?files=mf_navigation/1.0.0/remoteEntry.js,mf_navigation/1.0.0/header.2.js';
    const pack = await get(packUrl, { 'accept-encoding': '' });
    const mapHref = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(pack.body)?.[1];
    const mapUrl = new URL(mapHref!, `http://localhost${packUrl}`);
    const map = await get(`${mapUrl.pathname}${mapUrl.search}`);
    expect(map.statusCode).toBe(200);
    expect(map.headers['content-type']).toMatch(/json/);
    expect(map.json()).toEqual({
      version: 3,
      file: 'pack.js',
      // The entry was published without a map; the header starts after the lines that make the
      // version's files run as from their own address, the entry's line, and the ";" after each.
      sections: [{ offset: { line: 4, column: 0 }, map: headerMap }],
    });
  });

  it.each([
    [
      '/remotes/pack.js?files=mf_navigation/1.0.0/server/remote.js',
      400,
      'is not a script of a published remote version',
    ],
    ['/assets/pack.js?files=../registry.sqlite.js', 400, 'is not the name of a script'],
    ['/remotes/pack.js', 400, 'Name the files'],
    [
      '/remotes/pack.js.map?files=mf_navigation/1.0.0/footer.9.js',
      404,
      'No script mf_navigation/1.0.0/footer.9.js',
    ],
    [
      '/remotes/pack.js?files=mf_navigation/1.0.0/footer.9.js',
      404,
      'No script mf_navigation/1.0.0/footer.9.js',
    ],
    [
      '/remotes/pack.js?files=mf_navigation/9.9.9/remoteEntry.js',
      404,
      'No script mf_navigation/9.9.9/remoteEntry.js',
    ],
  ])('answer %s with %i and a reason', async (url, status, reason) => {
    const answer = await get(url);
    expect(answer.statusCode).toBe(status);
    expect(answer.json().message).toContain(reason);
  });
});
