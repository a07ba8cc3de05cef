import { openDatabase } from '@shop/db';
import { runService } from '@shop/server-kit';
import { buildFlagsApp } from './app';
import { readEnvironment } from './config';

const env = readEnvironment();
const app = await buildFlagsApp({
  database: openDatabase(),
  adminToken: env.adminToken,
  sdkKeys: env.sdkKeys,
  basePath: env.basePath,
  corsOrigins: env.corsOrigins,
  seedFile: env.seedFile,
  ingestLimits: env.ingestLimits,
  trustProxy: env.trustProxy,
  closeDatabase: true,
});
const address = await runService(app, 8085);
app.log.info(
  { event: 'flags-started', address, sdk: `${address}${env.basePath}/api` },
  'flag service listening',
);
