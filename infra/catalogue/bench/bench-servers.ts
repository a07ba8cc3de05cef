import Fastify from 'fastify';
import { createTestDatabase } from '@shop/db/testing';
import { buildCatalogueService } from '../src/app';
import { readConfig } from '../src/config';
import type { CatalogueSchema } from '../src/db/schema';

// Runs in its own process (started by run.ts over IPC) so the load generator does not share the
// servers' event loop; it reports its CPU time on request.
const dialect = process.env.BENCH_DIALECT === 'postgres' ? 'postgres' : 'sqlite';
const paths = JSON.parse(process.env.BENCH_PATHS ?? '[]') as string[];
const database = await createTestDatabase<CatalogueSchema>(dialect);
const catalogue = await buildCatalogueService({
  database,
  databaseUrl: database.url,
  config: readConfig({ CATALOGUE_SEED: '1' }),
  logLevel: 'silent',
});
const catalogueUrl = await catalogue.listen({ host: '127.0.0.1', port: 0 });

const bodies = new Map<string, Buffer>();
for (const path of paths) {
  const response = await fetch(`${catalogueUrl}${path}`, {
    headers: { 'x-channel': 'wallart-de', 'x-locale': 'de-DE' },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  bodies.set(path, Buffer.from(await response.arrayBuffer()));
}
// The yardstick: bare Fastify sending the same JSON bytes from memory, with nothing to check.
const bare = Fastify({ logger: false });
bare.get('/*', async (request, reply) =>
  reply.type('application/json; charset=utf-8').send(bodies.get(request.url) ?? Buffer.from('{}')),
);
const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });

process.on('message', (message) => {
  if (message === 'cpu') {
    const usage = process.cpuUsage();
    process.send!({ cpu: usage.user + usage.system });
  }
});
process.send!({ catalogueUrl, bareUrl, dialect });
const stop = async () => {
  await Promise.all([catalogue.close(), bare.close()]);
  await database.close();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
process.once('disconnect', stop);
