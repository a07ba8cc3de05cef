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

/** Installs a Debian package when its program is missing and we may (root); exits otherwise. */
function ensureDebianPackage(program, pkg, purpose) {
  if (fs.existsSync(program)) return;
  if (process.getuid?.() !== 0) {
    console.error(`${purpose} needs ${program}; install it with: sudo apt-get install -y ${pkg}`);
    process.exit(1);
  }
  console.log(`Installing ${pkg} (apt-get)...`);
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', pkg], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/** Debian's Chromium, for the browser tests. */
export function ensureChromium() {
  ensureDebianPackage(chromiumPath, 'chromium', 'The browser tests');
}

export const haproxyPath = '/usr/sbin/haproxy';

/** Debian's HAProxy, the load balancer of the scale-out mode (SHOP_INSTANCES above 1). */
export function ensureLoadBalancer() {
  ensureDebianPackage(haproxyPath, 'haproxy', 'Running several instances per service');
}
