import { spawn } from 'node:child_process';
import { once } from 'node:events';
import readline from 'node:readline';
import autocannon from 'autocannon';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const headers = { 'x-channel': 'wallart-de', 'x-locale': 'de-DE' };
const cases = [
  ['formats', '/price-api/prices/formats?materialType=leinwand&frameType=schattenfuge-leinwand'],
  ['calculator reference', '/web-api/calculator/reference'],
] as const;

type Result = { name: string; rps: number; p99: number; errors: number; non2xx: number };

async function measure(name: string, url: string): Promise<Result> {
  // Warm up first (the answer is built and cached, the JIT has run), then measure.
  await autocannon({ url, connections, duration: 2, headers });
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    name,
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/** Alternates service and yardstick runs so a busy machine hits both alike; keeps each one's best run. */
async function pair(name: string, serviceUrl: string, bareUrl: string): Promise<[Result, Result]> {
  const best = (a: Result | undefined, b: Result) =>
    !a || b.rps > a.rps
      ? { ...b, errors: b.errors + (a?.errors ?? 0), non2xx: b.non2xx + (a?.non2xx ?? 0) }
      : { ...a, errors: a.errors + b.errors, non2xx: a.non2xx + b.non2xx };
  let service: Result | undefined;
  let bare: Result | undefined;
  for (let round = 0; round < rounds; round++) {
    bare = best(bare, await measure(`bare fastify: ${name}`, bareUrl));
    service = best(service, await measure(`catalogue: ${name}`, serviceUrl));
  }
  return [service!, bare!];
}

const child = spawn(
  process.execPath,
  [
    '--import',
    'tsx',
    new URL('./bench-servers.ts', import.meta.url).pathname,
    ...cases.map(([, path]) => path),
  ],
  {
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
try {
  const [line] = (await once(readline.createInterface({ input: child.stdout! }), 'line')) as [
    string,
  ];
  const { catalogueUrl, bareUrl, dialect } = JSON.parse(line) as {
    catalogueUrl: string;
    bareUrl: string;
    dialect: string;
  };
  const results: Array<[Result, Result]> = [];
  for (const [name, path] of cases) {
    results.push(await pair(name, `${catalogueUrl}${path}`, `${bareUrl}${path}`));
  }
  console.log(
    `autocannon, ${connections} connections, best of ${rounds} runs of ${seconds} s per case, 127.0.0.1, ${dialect}`,
  );
  console.table(
    results.flat().map((r) => ({
      case: r.name,
      'req/s': Math.round(r.rps),
      'p99 ms': r.p99,
      errors: r.errors,
      non2xx: r.non2xx,
    })),
  );
  for (const [service, bare] of results) {
    const ratio = service.rps / bare.rps;
    console.log(
      `${service.name}: ${(ratio * 100).toFixed(0)} % of bare Fastify's req/s, p99 ${service.p99} ms (target ≥ 80 %, ≤ 5 ms)`,
    );
    if (service.errors || service.non2xx || ratio < 0.8 || service.p99 > 5) process.exitCode = 1;
  }
} finally {
  child.kill('SIGTERM');
}
