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
  output: process.stdout,
});

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
Press Ctrl-C to stop.
`);

const shutdown = async () => {
  await stack.stop();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
