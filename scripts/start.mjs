// npm start: install when needed, build, then run every service of the shop behind one origin.
import { spawn } from 'node:child_process';
import { ensureInstalled, ensureLoadBalancer, run, repoRoot } from './setup.mjs';

ensureInstalled();
if (Number(process.env.SHOP_INSTANCES ?? 1) > 1) ensureLoadBalancer();
run('npm', ['run', 'build']);
const stack = spawn(process.execPath, ['--import', 'tsx', 'scripts/stack/main.ts'], {
  cwd: repoRoot,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stack.kill(signal));
stack.on('exit', (code) => process.exit(code ?? 1));
