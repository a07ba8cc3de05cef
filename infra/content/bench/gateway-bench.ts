import { spawn } from 'node:child_process';
import { once } from 'node:events';
import readline from 'node:readline';
import autocannon from 'autocannon';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

type Result = { name: string; rps: number; p99: number; errors: number; non2xx: number };

async function measure(
  name: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<Result> {
  await fetch(url, { headers }); // warm the cache before measuring
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    name,
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

const child = spawn(
  process.execPath,
  ['--import', 'tsx', new URL('./bench-servers.ts', import.meta.url).pathname],
  {
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
try {
  const [line] = (await once(readline.createInterface({ input: child.stdout! }), 'line')) as [
    string,
  ];
  const { gatewayUrl, helloUrl } = JSON.parse(line) as { gatewayUrl: string; helloUrl: string };
  const story = `${gatewayUrl}/frontend-api/mp/storyblok?apiVersion=v2&platform=web&version=published&path=%2Fde-DE%2Fwandbilder`;
  const results = [
    await measure('gateway: cached story /de-DE/wandbilder', story, {
      'x-channel': 'wallart-de',
      'x-locale': 'de-DE',
    }),
    await measure('fastify hello world', helloUrl),
  ];
  console.log(`autocannon, ${connections} connections, ${seconds} s per case, 127.0.0.1`);
  console.table(
    results.map((r) => ({
      case: r.name,
      'req/s': Math.round(r.rps),
      'p99 ms': r.p99,
      errors: r.errors,
      non2xx: r.non2xx,
    })),
  );
  const [gateway, hello] = results as [Result, Result];
  console.log(
    `gateway / hello-world throughput: ${(gateway.rps / hello.rps).toFixed(2)} (p99 ${gateway.p99} ms vs ${hello.p99} ms)`,
  );
  if (gateway.errors || gateway.non2xx) process.exitCode = 1;
} finally {
  child.kill('SIGTERM');
}
