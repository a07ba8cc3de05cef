// Set-up steps shared by npm start and npm test; plain Node, because nothing is installed yet.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** Runs a command in the repository, inheriting the terminal; exits on failure. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

/** Installs the locked dependencies when node_modules is missing or older than the lockfile. */
export function ensureInstalled() {
  const marker = path.join(repoRoot, 'node_modules', '.package-lock.json');
  const lockfile = path.join(repoRoot, 'package-lock.json');
  if (fs.existsSync(marker) && fs.statSync(marker).mtimeMs >= fs.statSync(lockfile).mtimeMs) return;
  console.log('Installing dependencies (npm ci)...');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

export const chromiumPath = '/usr/bin/chromium';

/** Installs Debian's Chromium for the browser tests when it is missing and we may (root). */
export function ensureChromium() {
  if (fs.existsSync(chromiumPath)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing at ${chromiumPath}; install it with: sudo apt-get install -y chromium`,
    );
    process.exit(1);
  }
  console.log('Installing Chromium (apt-get)...');
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
