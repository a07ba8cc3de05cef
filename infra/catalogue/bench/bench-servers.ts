import Fastify from 'fastify';
import { createTestDatabase } from '@shop/db/testing';
import { buildCatalogueService } from '../src/app';
import { readConfig } from '../src/config';
import type { CatalogueSchema } from '../src/db/schema';

// Runs in its own process so the load generator does not share the servers' event loop.
const dialect = process.env.BENCH_DIALECT === 'postgres' ? 'postgres' : 'sqlite';
const database = await createTestDatabase<CatalogueSchema>(dialect);
const catalogue = await buildCatalogueService({
  database,
  databaseUrl: database.url,
  config: readConfig({ CATALOGUE_SEED: '1' }),
  logLevel: 'silent',
});
const catalogueUrl = await catalogue.listen({ host: '127.0.0.1', port: 0 });

const paths = process.argv.slice(2);
const bodies = new Map<string, string>();
for (const path of paths) {
  const response = await fetch(`${catalogueUrl}${path}`, {
    headers: { 'x-channel': 'wallart-de' },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  bodies.set(path, await response.text());
}
// The yardstick: bare Fastify sending the same JSON from memory, with nothing to check.
const bare = Fastify({ logger: false });
bare.get('/*', async (request, reply) =>
  reply.type('application/json; charset=utf-8').send(bodies.get(request.url) ?? '{}'),
);
const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });

process.stdout.write(`${JSON.stringify({ catalogueUrl, bareUrl, dialect })}\n`);
const stop = async () => {
  await Promise.all([catalogue.close(), bare.close()]);
  await database.close();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
