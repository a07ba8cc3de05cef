import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import os from 'node:os';
import autocannon from 'autocannon';

const seconds = Number(process.env.BENCH_SECONDS ?? 1);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 15);
const dialects = (process.env.BENCH_DIALECT ?? 'sqlite,postgres').split(',');
const headers = { 'x-channel': 'wallart-de', 'x-locale': 'de-DE' };
const cases = [
  ['formats', '/price-api/prices/formats?materialType=leinwand&frameType=schattenfuge-leinwand'],
  ['calculator reference', '/web-api/calculator/reference'],
] as const;

type Run = { rps: number; p99: number; cpuUs: number; errors: number; non2xx: number };
type Servers = { child: ChildProcess; catalogueUrl: string; bareUrl: string };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The servers' process CPU time in µs: only one server is under load at a time. */
async function cpuMicros(child: ChildProcess): Promise<number> {
  child.send('cpu');
  const [message] = (await once(child, 'message')) as [{ cpu: number }];
  return message.cpu;
}

async function measure(servers: Servers, url: string): Promise<Run> {
  const before = await cpuMicros(servers.child);
  const result = await autocannon({ url, connections, duration: seconds, headers });
  const cpu = (await cpuMicros(servers.child)) - before;
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    cpuUs: cpu / Math.max(1, result.requests.total),
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

async function startServers(dialect: string): Promise<Servers> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', new URL('./bench-servers.ts', import.meta.url).pathname],
    {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      env: {
        ...process.env,
        BENCH_DIALECT: dialect,
        BENCH_PATHS: JSON.stringify(cases.map((c) => c[1])),
      },
    },
  );
  const [ready] = (await Promise.race([
    once(child, 'message'),
    once(child, 'exit').then(() => {
      throw new Error(`the ${dialect} bench servers did not start`);
    }),
  ])) as [{ catalogueUrl: string; bareUrl: string }];
  return { child, ...ready };
}

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

console.log(
  `autocannon, ${connections} connections, ${rounds} alternating rounds of ${seconds} s per server and case after a 2 s warm-up, 127.0.0.1, ${os.cpus().length} cores; load average at start ${load()}`,
);
const rows: Array<Record<string, string | number>> = [];
for (const dialect of dialects) {
  const servers = await startServers(dialect);
  try {
    for (const [name, path] of cases) {
      const service: Run[] = [];
      const bare: Run[] = [];
      // Warm-up: the answer is built and cached, the JIT has run.
      for (const url of [servers.bareUrl, servers.catalogueUrl])
        await autocannon({ url: `${url}${path}`, connections, duration: 2, headers });
      // Short alternating runs keep a busy machine's swings alike for both; the ratio is taken per round.
      for (let round = 0; round < rounds; round++) {
        bare.push(await measure(servers, `${servers.bareUrl}${path}`));
        service.push(await measure(servers, `${servers.catalogueUrl}${path}`));
      }
      const ratio = median(service.map((run, i) => run.rps / bare[i]!.rps));
      const p99 = median(service.map((run) => run.p99));
      const failures = service.reduce((sum, run) => sum + run.errors + run.non2xx, 0);
      rows.push({
        dialect,
        case: name,
        'req/s': Math.round(median(service.map((run) => run.rps))),
        'bare req/s': Math.round(median(bare.map((run) => run.rps))),
        ratio: `${(ratio * 100).toFixed(0)} %`,
        'p99 ms': p99,
        'bare p99 ms': median(bare.map((run) => run.p99)),
        'CPU µs/req': median(service.map((run) => run.cpuUs)).toFixed(1),
        'bare CPU µs/req': median(bare.map((run) => run.cpuUs)).toFixed(1),
        failures,
      });
      if (failures > 0 || ratio < 0.8 || p99 > 5) process.exitCode = 1;
    }
  } finally {
    servers.child.kill('SIGTERM');
    await once(servers.child, 'exit');
  }
}
console.table(rows);
console.log(
  `medians over the rounds; target: ≥ 80 % of bare Fastify's req/s and p99 ≤ 5 ms. Load average at the end ${load()}`,
);
