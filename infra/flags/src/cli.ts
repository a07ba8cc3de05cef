import { readEnvironment } from './config';
import { runCli } from './cli-commands';

// The flag CLI: `npm run flags -- <command>` from the repository root; talks to the admin API.
const env = readEnvironment();
const adminUrl =
  process.env.FLAGS_ADMIN_URL ||
  `http://127.0.0.1:${process.env.PORT ?? 8085}${env.basePath}/admin`;

try {
  await runCli(process.argv.slice(2), {
    adminUrl,
    token: env.adminToken,
    out: (text) => process.stdout.write(`${text}\n`),
  });
} catch (error) {
  const cause = (error as { cause?: { code?: string } }).cause;
  const hint =
    cause?.code === 'ECONNREFUSED' ? ` (is the flag service running at ${adminUrl}?)` : '';
  process.stderr.write(`${(error as Error).message}${hint}\n`);
  process.exitCode = 1;
}
