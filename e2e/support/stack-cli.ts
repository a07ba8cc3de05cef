import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Runs one of the shop's command-line tools on the running stack's database, as an operator does. */
export function runStackCli(
  script: string,
  args: string[],
  input?: string,
): SpawnSyncReturns<string> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir)
    throw new Error('The stack is not running; run the browser tests through `npm test`.');
  return spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: `file:${path.join(dataDir, 'shop.sqlite')}` },
    input,
    encoding: 'utf8',
  });
}
