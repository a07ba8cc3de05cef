import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { createGateway, seedContent } from '@shop/content';
import { startTestContentService, testGatewayOptions } from '@shop/content/testing';
import { fakeArtifactFiles, startTestRegistry } from '@shop/registry/testing';
import { buildEdgeServer } from '../server/app';
import { contentCacheOptionsFromEnv } from '../server/content-cache';
import { serverRenderingFromEnv } from '../server/config';
import { testEdgeConfig } from '../server/testing/edge-config';

// Each role runs in a process of its own, so no server shares an event loop with another or with the load generator.
const role = process.argv[2];
const repoRoot = path.join(path.dirname(new URL(import.meta.url).pathname), '..', '..');
const hostDir = path.join(repoRoot, 'host');
const listen = { host: '127.0.0.1', port: 0 };
const closers: Array<() => Promise<unknown>> = [];

async function upstreams() {
  const content = await startTestContentService('sqlite');
  await seedContent(content.database.db);
  const contentUrl = content.url;
  // Fresh for the whole run: the edge's misses and the gateway case both meet a warm gateway.
  const gateway = createGateway(testGatewayOptions(contentUrl, { freshMs: 60 * 60 * 1000 }));
  const gatewayUrl = await gateway.listen(listen);
  const registry = await startTestRegistry('sqlite', { environment: 'production' });
  // The built remotes that render the start page, server builds included (npm run build first).
  const built = (folder: string) => path.join(repoRoot, folder, 'dist', '1.0.0');
  if (fs.existsSync(built('mf-navigation')) && fs.existsSync(built('mf-cms-page'))) {
    await registry.client.publishDir({
      remote: 'mf_navigation',
      version: '1.0.0',
      dir: built('mf-navigation'),
      reason: 'Bench',
    });
    await registry.client.publishDir({
      remote: 'mf_cms_page',
      version: '1.0.0',
      dir: built('mf-cms-page'),
      reason: 'Bench',
    });
    await registry.client.promote(
      'wallart',
      { mf_navigation: '1.0.0', mf_cms_page: '1.0.0' },
      'Bench',
    );
  } else {
    await registry.client.publish({
      remote: 'mf_navigation',
      version: '1.0.0',
      files: fakeArtifactFiles('mf_navigation'),
    });
    await registry.client.promote('wallart', { mf_navigation: '1.0.0' }, 'Bench');
  }
  closers.push(
    () => gateway.close(),
    () => content.close(),
    () => registry.close(),
  );
  return { gatewayUrl, registryUrl: registry.url, artifactsDir: registry.artifactsDir };
}

async function edge() {
  const settings = JSON.parse(process.env.BENCH_UPSTREAMS!) as Awaited<
    ReturnType<typeof upstreams>
  >;
  const stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-bench-state-'));
  const app = await buildEdgeServer(
    testEdgeConfig(settings.registryUrl, {
      contentGatewayUrl: settings.gatewayUrl,
      artifactsDir: settings.artifactsDir,
      stateDir,
      contentCache: contentCacheOptionsFromEnv(process.env),
      // The shell's real build and its server render, as deployed.
      assetsDir: path.join(hostDir, 'dist'),
      serverRendering: serverRenderingFromEnv(process.env, hostDir),
      redis: process.env.REDIS_URL
        ? { url: process.env.REDIS_URL, prefix: process.env.REDIS_PREFIX ?? 'bench:' }
        : undefined,
    }),
    { logLevel: 'silent' },
  );
  closers.push(
    () => app.close(),
    async () => fs.rmSync(stateDir, { recursive: true, force: true }),
  );
  return { url: await app.listen(listen) };
}

/** A bare Fastify that answers every GET with the bytes it was given on stdin. */
async function bare() {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  const type = process.env.BENCH_CONTENT_TYPE ?? 'text/html; charset=utf-8';
  const app = Fastify({ logger: false });
  app.get('/*', async (_request, reply) => reply.type(type).send(body));
  closers.push(() => app.close());
  return { url: await app.listen(listen) };
}

const roles = { upstreams, edge, bare } as const;
if (!role || !(role in roles)) throw new Error(`role must be one of ${Object.keys(roles)}`);
const address = await roles[role as keyof typeof roles]();
process.stdout.write(`${JSON.stringify(address)}\n`);
const stop = async () => {
  for (const close of closers) await close().catch(() => undefined);
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
