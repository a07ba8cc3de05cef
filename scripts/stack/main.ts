import path from 'node:path';
import { repoRoot, startStack } from './stack';

/** `npm start`: the whole shop on one machine, embedded defaults, until Ctrl-C. */
const port = Number(process.env.PORT ?? 8080);
const stack = await startStack({
  port,
  // SHOP_SERVICE_PORTS=free: the services take any free ports instead of PORT+1..., e.g. beside another stack.
  servicePorts: process.env.SHOP_SERVICE_PORTS === 'free' ? 'free' : 'consecutive',
  databaseUrl: process.env.DATABASE_URL ?? 'file:.data/shop.sqlite',
  dataDir: path.join(repoRoot, '.data'),
  environment: process.env.SHOP_ENV ?? 'development',
  // SHOP_INSTANCES=2 with PostgreSQL and Redis: every service twice, behind HAProxy.
  instances: Number(process.env.SHOP_INSTANCES ?? 1),
  redisUrl: process.env.REDIS_URL || undefined,
  redisPrefix: process.env.REDIS_PREFIX || undefined,
  output: process.stdout,
}).catch((error: Error) => {
  console.error(`\nThe shop did not start: ${error.message}`);
  process.exit(1);
});
const instances = Number(process.env.SHOP_INSTANCES ?? 1);

console.log(`
The shop is running:
  wall-art channel     ${stack.origin('wallart')}/
  kartenliebe channel  ${stack.origin('kartenliebe')}/
  release registry     ${stack.registryUrl}  (npm run release -- status)
  release console      ${stack.consoleUrl}${
    stack.consolePasswordFile
      ? `  (log in as local; the password is in ${path.relative(process.cwd(), stack.consolePasswordFile)})`
      : '  (accounts: npm run people -- add <name> --role admin)'
  }
${instances > 1 ? `  every service runs ${instances} times behind HAProxy (its configuration: .data/haproxy.cfg)\n` : ''}Press Ctrl-C to stop.
`);

const shutdown = async () => {
  await stack.stop();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
