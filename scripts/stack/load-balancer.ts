import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { spawnSync } from 'node:child_process';
import { waitForPort } from './free-port';
import type { RunningService } from './process-group';

/** One service behind the load balancer: the port the others call, and its instances' ports. */
export type BalancedService = {
  name: string;
  port: number;
  healthPath: string;
  instancePorts: number[];
};

export const haproxyBinary = process.env.HAPROXY_BIN ?? '/usr/sbin/haproxy';

/**
 * HAProxy in front of every service: round-robin, an instance leaves the rotation after two failed
 * health checks a second apart, and a request an instance refused or dropped unanswered (it was
 * stopping, or died) is sent once more to another instance.
 */
export function haproxyConfig(services: BalancedService[], statsPort: number): string {
  const sections = services.map(({ name, port, healthPath, instancePorts }) =>
    [
      `frontend ${name}`,
      `  bind 127.0.0.1:${port}`,
      `  default_backend ${name}`,
      `backend ${name}`,
      '  balance roundrobin',
      `  option httpchk GET ${healthPath}`,
      '  http-check expect status 200',
      '  default-server inter 1s fall 2 rise 2',
      ...instancePorts.map(
        (instancePort, index) => `  server ${name}-${index + 1} 127.0.0.1:${instancePort} check`,
      ),
    ].join('\n'),
  );
  return [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 5m',
    // Long enough for the console's server-sent events between two messages.
    '  timeout server 5m',
    '  timeout http-keep-alive 10s',
    '  retries 3',
    '  option redispatch 1',
    // A stopping Fastify answers 503 before it reads the request, so another instance may take it.
    '  retry-on conn-failure empty-response 503',
    '  option http-buffer-request',
    // Which instances are in the rotation: /haproxy for people, /haproxy;csv for scripts.
    'frontend stats',
    `  bind 127.0.0.1:${statsPort}`,
    '  stats enable',
    '  stats uri /haproxy',
    ...sections,
    '',
  ].join('\n');
}

/** Whether HAProxy is installed (the set-up script installs Debian's package when it may). */
export function haproxyInstalled(): boolean {
  return spawnSync(haproxyBinary, ['-v'], { encoding: 'utf8' }).status === 0;
}

/** Writes the configuration under `dataDir`, checks it, and runs HAProxy in the foreground as a child. */
export async function startLoadBalancer(
  services: BalancedService[],
  options: { dataDir: string; statsPort: number; output: Writable },
): Promise<RunningService> {
  const { dataDir, statsPort, output } = options;
  const file = path.join(dataDir, 'haproxy.cfg');
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, haproxyConfig(services, statsPort));
  const check = spawnSync(haproxyBinary, ['-c', '-q', '-f', file], { encoding: 'utf8' });
  if (check.status !== 0)
    throw new Error(`the load balancer's configuration is invalid:\n${check.stderr}`);
  const child = spawn(haproxyBinary, ['-db', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  const recentOutput: string[] = [];
  for (const stream of [child.stdout!, child.stderr!]) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      for (const line of chunk.split('\n').filter(Boolean)) {
        output.write(`[load-balancer] ${line}\n`);
        recentOutput.push(line);
      }
    });
  }
  const balancer: RunningService = {
    spec: {
      name: 'load-balancer',
      entry: haproxyBinary,
      port: services[0]!.port,
      env: {},
      healthPath: '',
    },
    child,
    recentOutput,
  };
  for (const service of services)
    await waitForPort(service.port, 10_000, () => child.exitCode === null);
  return balancer;
}

export type InstanceState = { service: string; instance: string; up: boolean };

/** Each instance as the load balancer sees it right now (from its statistics CSV). */
export async function instanceStates(statsPort: number): Promise<InstanceState[]> {
  const response = await fetch(`http://127.0.0.1:${statsPort}/haproxy;csv`);
  const [header, ...rows] = (await response.text()).trim().split('\n');
  const columns = header!.replace(/^# /, '').split(',');
  const at = (row: string[], name: string) => row[columns.indexOf(name)] ?? '';
  return rows
    .map((line) => line.split(','))
    .filter(
      (row) =>
        !['FRONTEND', 'BACKEND'].includes(at(row, 'svname')) && at(row, 'pxname') !== 'stats',
    )
    .map((row) => ({
      service: at(row, 'pxname'),
      instance: at(row, 'svname'),
      up: at(row, 'status').startsWith('UP'),
    }));
}
