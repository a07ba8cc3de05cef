import { spawn } from 'node:child_process';
import { once } from 'node:events';
import os from 'node:os';
import readline from 'node:readline';
import autocannon from 'autocannon';

// `npm run bench -w infra/flags`: /splitChanges against a bare Fastify hello-world, 127.0.0.1 only.
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const headers = { authorization: 'Bearer bench-key' };

const child = spawn(
  process.execPath,
  ['--import', 'tsx', new URL('./bench-servers.ts', import.meta.url).pathname],
  {
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
const [line] = (await once(readline.createInterface({ input: child.stdout! }), 'line')) as [string];
const { flagsAddress, helloAddress } = JSON.parse(line) as {
  flagsAddress: string;
  helloAddress: string;
};

try {
  const api = `${flagsAddress}/flags/api/splitChanges?s=1.3`;
  const latest = (await (await fetch(`${api}&since=-1&rbSince=-1`, { headers })).json()) as {
    ff: { t: number; d: unknown[] };
    rbs: { t: number };
  };
  const fullBytes = (await (await fetch(`${api}&since=-1&rbSince=-1`, { headers })).text()).length;

  const run = async (title: string, url: string, withKey: boolean) => {
    // One second of warm-up so the JIT and caches are settled before the measured run.
    await autocannon({ url, connections, duration: 1, headers: withKey ? headers : {} });
    const result = await autocannon({
      url,
      connections,
      duration: seconds,
      headers: withKey ? headers : {},
    });
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${title}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
    return { title, rps: result.requests.average, p99: result.latency.p99 };
  };
  const hello = await run('fastify hello-world', `${helloAddress}/`, false);
  const unchanged = await run(
    'splitChanges, no change (since=latest)',
    `${api}&since=${latest.ff.t}&rbSince=${latest.rbs.t}`,
    true,
  );
  const full = await run(
    `splitChanges, full (since=-1, ${latest.ff.d.length} flags, ${Math.round(fullBytes / 1024)} KiB)`,
    `${api}&since=-1&rbSince=-1`,
    true,
  );

  const load = os.loadavg()[0]!.toFixed(1);
  console.log(
    `\n${connections} connections, ${seconds} s per case after 1 s warm-up, 127.0.0.1, load average ${load} on ${os.cpus().length} cores\n`,
  );
  console.log('case'.padEnd(58), 'req/s'.padStart(9), 'p99 ms'.padStart(8), 'vs hello'.padStart(9));
  for (const row of [hello, unchanged, full]) {
    const ratio = `${((row.rps / hello.rps) * 100).toFixed(0)}%`;
    console.log(
      row.title.padEnd(58),
      row.rps.toFixed(0).padStart(9),
      String(row.p99).padStart(8),
      ratio.padStart(9),
    );
  }
} finally {
  child.kill('SIGTERM');
  await once(child, 'exit');
}
