import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import type { Writable } from 'node:stream';
import type { ServiceSpec } from './services';
import { waitForPort } from './free-port';

export type RunningService = { spec: ServiceSpec; child: ChildProcess; recentOutput: string[] };

/** Starts each service as its own Node process, with its output prefixed by its name. */
export function spawnService(
  spec: ServiceSpec,
  repoRoot: string,
  output: Writable,
): RunningService {
  const child = spawn(process.execPath, ['--import', 'tsx', spec.entry], {
    cwd: repoRoot,
    env: { ...process.env, ...spec.env, PORT: String(spec.port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = spec.instance ? `[${spec.name}#${spec.instance}] ` : `[${spec.name}] `;
  const recentOutput: string[] = [];
  for (const stream of [child.stdout!, child.stderr!]) {
    let pending = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        output.write(prefix + line + '\n');
        recentOutput.push(line);
        if (recentOutput.length > 20) recentOutput.shift();
      }
    });
  }
  return { spec, child, recentOutput };
}

const alive = (service: RunningService) =>
  service.child.exitCode === null && service.child.signalCode === null;

/**
 * Waits until the service answers its health route, so a port another process holds is never
 * taken for this one; a failure names the service and shows its last output lines.
 */
export async function waitUntilListening(
  service: RunningService,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  try {
    await waitForPort(service.spec.port, timeoutMs, () => alive(service));
    const url = `http://127.0.0.1:${service.spec.port}${service.spec.healthPath}`;
    for (;;) {
      if (!alive(service)) throw new Error(`the process for port ${service.spec.port} exited`);
      const status = await fetch(url, { signal: AbortSignal.timeout(5000) }).then(
        (response) => response.status,
        () => 0,
      );
      if (status === 200) return;
      if (Date.now() > deadline)
        throw new Error(`${url} did not answer 200 within ${timeoutMs} ms (last: ${status})`);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  } catch (error) {
    const output = service.recentOutput.join('\n');
    throw new Error(`${service.spec.name} did not start: ${(error as Error).message}\n${output}`);
  }
}

/** Stops the services: SIGTERM first, SIGKILL for any still running after `graceMs`. */
export async function stopAll(services: RunningService[], graceMs = 5000): Promise<void> {
  await Promise.all(
    services.map(
      ({ child }) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
}

export function logFile(file: string): Writable {
  return fs.createWriteStream(file, { flags: 'a' });
}
