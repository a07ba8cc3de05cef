import { openDatabase } from '@shop/db';
import { openSharedRedis, runService } from '@shop/server-kit';
import { buildFlagsApp } from './app';
import { readEnvironment } from './config';

const env = readEnvironment();
const redis = openSharedRedis();
const app = await buildFlagsApp({
  database: openDatabase(),
  adminToken: env.adminToken,
  sdkKeys: env.sdkKeys,
  basePath: env.basePath,
  corsOrigins: env.corsOrigins,
  seedFile: env.seedFile,
  ingestLimits: env.ingestLimits,
  trustProxy: env.trustProxy,
  redis,
  closeDatabase: true,
});
redis?.client.on('error', (error: Error) =>
  app.log.error({ event: 'redis-error', reason: error.message }, 'Redis connection failed'),
);
const address = await runService(app, 8085, async () => redis?.close());
app.log.info(
  { event: 'flags-started', address, sdk: `${address}${env.basePath}/api` },
  'flag service listening',
);
