import { openDatabase } from '@shop/db';
import { runService } from '@shop/server-kit';
import { buildRegistryApp } from './app';
import { loadRegistryConfig } from './config';

try {
  const config = loadRegistryConfig();
  const database = openDatabase();
  const app = await buildRegistryApp({ db: database.db, ...config });
  const address = await runService(app, 8081, () => database.close());
  app.log.info(
    {
      event: 'registry-started',
      address,
      environment: config.environment,
      dialect: database.dialect,
      artifactsDir: config.artifactsDir,
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
