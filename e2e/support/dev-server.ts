import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../scripts/stack/free-port';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export type DevServer = { manifestUrl: string; stop(): Promise<void> };

/** Runs a remote's `npm run dev` (rspack serve) as its team would, on a free port, with a given version. */
export async function startRemoteDevServer(workspace: string, version: string): Promise<DevServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(path.join(repoRoot, 'node_modules/.bin/rspack'), ['serve'], {
    cwd: path.join(repoRoot, workspace),
    env: { ...process.env, NODE_ENV: 'development', PORT: String(port), MF_VERSION: version },
    stdio: 'ignore',
  });
  const manifestUrl = `http://localhost:${port}/mf-manifest.json`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const ready = await fetch(manifestUrl).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { manifestUrl, stop };
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  await stop();
  throw new Error(`${workspace}'s dev server did not serve ${manifestUrl}`);
}
