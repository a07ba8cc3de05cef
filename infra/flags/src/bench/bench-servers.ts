import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { openDatabase } from '@shop/db';
import { buildFlagsApp } from '../app';

// Runs in a child process so the load generator does not share the servers' event loop.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flags-bench-'));
const database = openDatabase<unknown>(`file:${path.join(dir, 'bench.sqlite')}`);
const seedFile = fileURLToPath(
  new URL('../../conformance/splitchanges.since.-1.json', import.meta.url),
);
const shopSeed = fileURLToPath(new URL('../../seed/shop-flags.json', import.meta.url));

const flags = await buildFlagsApp({
  database,
  adminToken: 'bench',
  sdkKeys: ['bench-key'],
  logLevel: 'warn',
  closeDatabase: true,
});
for (const file of [seedFile, shopSeed]) {
  const response = await flags.inject({
    method: 'POST',
    url: '/flags/admin/import',
    headers: { authorization: 'Bearer bench' },
    payload: JSON.parse(fs.readFileSync(file, 'utf8')),
  });
  if (response.statusCode !== 200) throw new Error(`bench import failed: ${response.body}`);
}
const hello = Fastify({ logger: false });
hello.get('/', async () => ({ hello: 'world' }));

const flagsAddress = await flags.listen({ port: 0, host: '127.0.0.1' });
const helloAddress = await hello.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ flagsAddress, helloAddress })}\n`);

const stop = async () => {
  await Promise.all([flags.close(), hello.close()]);
  fs.rmSync(dir, { recursive: true, force: true });
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);

function fileURLToPath(url: URL): string {
  return decodeURIComponent(url.pathname);
}
