import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const fixtureDir = fileURLToPath(new URL('../fixtures/broken-header/', import.meta.url));
export const brokenRemoteDist = path.join(fixtureDir, 'dist', '0.0.0-broken');

/** Builds the broken navigation remote with the same build helper every remote uses. */
export function buildBrokenRemoteFixture(): void {
  const result = spawnSync(
    'npx',
    ['rspack', 'build', '-c', path.join(fixtureDir, 'rspack.config.ts')],
    {
      cwd: fixtureDir,
      encoding: 'utf8',
    },
  );
  if (result.status !== 0)
    throw new Error(`building the broken remote fixture failed:\n${result.stdout}${result.stderr}`);
}
