import Fastify from 'fastify';
import { createTestDatabase } from '@shop/db/testing';
import { createGateway } from '../src/gateway/gateway';
import { seedContent } from '../src/seed-content';
import { createContentService } from '../src/service';
import type { ContentSchema } from '../src/store/schema';
import { prepareContentDatabase } from '../src/store/spaces';
import { testGatewayOptions, testTokens } from '../src/testing';

// Runs in its own process so the load generator does not share the servers' event loop.
const database = await createTestDatabase<ContentSchema>('sqlite');
await prepareContentDatabase(database.db);
await seedContent(database.db);
const content = createContentService({ db: database.db, tokens: testTokens, logLevel: 'silent' });
const contentUrl = await content.listen({ host: '127.0.0.1', port: 0 });
// Fresh for the whole run: the bench measures the cached path.
const gateway = createGateway(testGatewayOptions(contentUrl, { freshMs: 10 * 60 * 1000 }));
const gatewayUrl = await gateway.listen({ host: '127.0.0.1', port: 0 });
const hello = Fastify({ logger: false });
hello.get('/', async () => ({ hello: 'world' }));
const helloUrl = await hello.listen({ host: '127.0.0.1', port: 0 });

process.stdout.write(`${JSON.stringify({ gatewayUrl, helloUrl })}\n`);
const stop = async () => {
  await Promise.all([gateway.close(), hello.close(), content.close()]);
  await database.close();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
