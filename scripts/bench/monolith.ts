import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../stack/stack';

const benchDir = path.join(repoRoot, 'scripts/bench');

/** Where the one-bundle build of the benchmarked pages lands (assets manifest and files). */
export const monolithDir = path.join(benchDir, 'dist/monolith');

export function runBuild(args: string[]): void {
  const result = spawnSync('npx', args, { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed`);
}

/** Builds the host and the remote modules of the benchmarked pages as one bundle, without Module Federation. */
export function buildMonolith(): string {
  runBuild(['rspack', 'build', '-c', path.join(benchDir, 'monolith.rspack.config.ts')]);
  return monolithDir;
}
