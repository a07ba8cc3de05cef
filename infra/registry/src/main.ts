import { openDatabase } from '@shop/db';
import { openSharedRedis, runService } from '@shop/server-kit';
import { buildRegistryApp } from './app';
import { loadRegistryConfig } from './config';

try {
  const config = loadRegistryConfig();
  const database = openDatabase();
  const redis = openSharedRedis();
  const app = await buildRegistryApp({ db: database.db, ...config, redis });
  redis?.client.on('error', (error: Error) =>
    app.log.error({ event: 'redis-error', reason: error.message }, 'Redis connection failed'),
  );
  const address = await runService(app, 8081, async () => {
    await database.close();
    await redis?.close();
  });
  app.log.info(
    {
      event: 'registry-started',
      address,
      environment: config.environment,
      dialect: database.dialect,
      artifacts: config.artifactsS3
        ? `s3://${config.artifactsS3.bucket}/${config.artifactsS3.prefix ?? ''}`
        : config.artifactsDir,
      tokens: config.tokens.map((token) => token.name),
    },
    config.tokens.length
      ? 'registry listening'
      : 'registry listening; writes are refused: no REGISTRY_TOKENS configured',
  );
} catch (error) {
  console.error(
    JSON.stringify({ event: 'registry-start-failed', message: (error as Error).message }),
  );
  process.exit(1);
}
