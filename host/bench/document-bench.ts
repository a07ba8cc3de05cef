import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import readline from 'node:readline';
import crypto from 'node:crypto';
import autocannon from 'autocannon';
import { isRedisReachable, testRedisUrl } from '@shop/server-kit/redis-testing';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmUpSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const runs = Number(process.env.BENCH_RUNS ?? 3);

const children: ChildProcess[] = [];

/** Starts one role of bench-servers.ts in its own process and waits for its address. */
async function start<T>(role: string, env: Record<string, string> = {}, stdin?: Buffer) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', new URL('./bench-servers.ts', import.meta.url).pathname, role],
    { stdio: ['pipe', 'pipe', 'inherit'], env: { ...process.env, ...env, LOG_LEVEL: 'silent' } },
  );
  children.push(child);
  child.stdin!.end(stdin);
  const [line] = (await once(readline.createInterface({ input: child.stdout! }), 'line')) as [
    string,
  ];
  return JSON.parse(line) as T;
}

type Run = { rps: number; p50: number; p99: number; failures: number };
/** `pathOf`: every request asks for another address, the n-th request for `pathOf(n)`. */
type Case = {
  name: string;
  url: string;
  headers: Record<string, string>;
  pathOf?: (n: number) => string;
  /** Concurrency of this case when it is not the run's (a render's own latency, without queueing). */
  connections?: number;
};

let requestNumber = 0;

async function cannon(target: Case, duration: number): Promise<Run> {
  const result = await autocannon({
    url: target.url,
    connections: target.connections ?? connections,
    duration,
    headers: target.headers,
    ...(target.pathOf
      ? {
          requests: [
            {
              setupRequest: (request: autocannon.Request) => ({
                ...request,
                path: target.pathOf!((requestNumber += 1)),
              }),
            },
          ],
        }
      : {}),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The median of `runs` runs after a warm-up. */
async function measure(target: Case): Promise<Run> {
  await cannon(target, warmUpSeconds);
  const results: Run[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await cannon(target, seconds));
  return {
    rps: median(results.map((r) => r.rps)),
    p50: median(results.map((r) => r.p50)),
    p99: median(results.map((r) => r.p99)),
    failures: results.reduce((sum, r) => sum + r.failures, 0),
  };
}

/** One answer's bytes over node:http (fetch would not send a chosen Host header). */
function bytesOf(target: Case): Promise<{ body: Buffer; type: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(target.url, { headers: target.headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        response.statusCode === 200
          ? resolve({ body: Buffer.concat(chunks), type: response.headers['content-type'] ?? '' })
          : reject(new Error(`${target.name} answered ${response.statusCode}`)),
      );
    });
    request.on('error', reject);
  });
}

async function bench() {
  type Upstreams = { gatewayUrl: string; registryUrl: string; artifactsDir: string };
  const upstreams = await start<Upstreams>('upstreams');
  // With Redis the edge keeps release sets until the registry's notice, as deployed; without it every document asks the registry.
  const redis = await isRedisReachable();
  const edgeEnv = {
    BENCH_UPSTREAMS: JSON.stringify(upstreams),
    ...(redis
      ? { REDIS_URL: testRedisUrl, REDIS_PREFIX: `bench:${crypto.randomBytes(4).toString('hex')}:` }
      : { REDIS_URL: '' }),
  };
  const cached = await start<{ url: string }>('edge', {
    ...edgeEnv,
    EDGE_CONTENT_FRESH_MS: '1000',
  });
  const uncached = await start<{ url: string }>('edge', {
    ...edgeEnv,
    EDGE_CONTENT_FRESH_MS: '0',
    EDGE_CONTENT_SWR_MS: '0',
  });
  // A returning shopper (no new bucket cookie) on the wall-art start page; http.get would set Host too.
  const shopper = { host: 'localhost', cookie: 'splitIoUserKey=bench-shopper' };
  const edgeCase: Case = {
    name: 'edge: start page, cache warm',
    url: `${cached.url}/`,
    headers: shopper,
  };
  const missCase: Case = {
    name: 'edge: start page, cache off (EDGE_CONTENT_FRESH_MS=0)',
    url: `${uncached.url}/`,
    headers: shopper,
  };
  const renderCase: Case = {
    name: 'edge: start page, server render every request (content cache warm)',
    url: `${cached.url}/`,
    headers: shopper,
    pathOf: (n) => `/?bench=${n}`,
  };
  // Every ad click brings a click id of its own; the page is the one every shopper is sent.
  const adClickCase: Case = {
    name: 'edge: start page, a new ad click every request (?utm_source=…&gclid=N)',
    url: `${cached.url}/`,
    headers: shopper,
    pathOf: (n) => `/?utm_source=google&utm_medium=cpc&gclid=bench-${n}`,
  };
  const renderAloneCase: Case = {
    ...renderCase,
    name: 'edge: start page, server render every request, one connection',
    connections: 1,
  };
  const storyCase: Case = {
    name: 'gateway: cached start-page story',
    url: `${upstreams.gatewayUrl}/frontend-api/mp/storyblok?apiVersion=v2&platform=web&path=%2Fde-de%2F`,
    headers: { 'x-channel': 'wallart-de', 'x-locale': 'de-DE' },
  };
  const page = await bytesOf(edgeCase);
  const story = await bytesOf(storyCase);
  const barePage = await start<{ url: string }>(
    'bare',
    { BENCH_CONTENT_TYPE: page.type },
    page.body,
  );
  const bareStory = await start<{ url: string }>(
    'bare',
    { BENCH_CONTENT_TYPE: story.type },
    story.body,
  );
  const cases: Case[] = [
    edgeCase,
    {
      name: `bare Fastify: the same ${page.body.length} bytes`,
      url: `${barePage.url}/`,
      headers: {},
    },
    missCase,
    adClickCase,
    renderCase,
    renderAloneCase,
    storyCase,
    {
      name: `bare Fastify: the same ${story.body.length}-byte Buffer`,
      url: `${bareStory.url}/`,
      headers: {},
    },
  ];
  const results: Array<Run & { name: string }> = [];
  for (const target of cases) results.push({ name: target.name, ...(await measure(target)) });

  console.log(
    `autocannon, ${connections} connections, median of ${runs} × ${seconds} s after ${warmUpSeconds} s warm-up, 127.0.0.1, Node ${process.version}, edge ${redis ? 'with' : 'without'} Redis`,
  );
  console.table(
    results.map((r) => ({
      case: r.name,
      'req/s': Math.round(r.rps),
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      failures: r.failures,
    })),
  );
  const [edge, barePageRun, miss, adClick, render, renderAlone, gateway, bareStoryRun] =
    results as unknown as Run[] as [Run, Run, Run, Run, Run, Run, Run, Run];
  console.log(`edge / bare: ${(edge.rps / barePageRun.rps).toFixed(2)}`);
  console.log(`gateway / bare: ${(gateway.rps / bareStoryRun.rps).toFixed(2)}`);
  console.log(`ad clicks / bare: ${(adClick.rps / barePageRun.rps).toFixed(2)}`);
  console.log(
    `edge cached / uncached: ${(edge.rps / miss.rps).toFixed(1)}×; uncached p99 ${miss.p99} ms; server render (rendered-shell miss) p99 ${render.p99} ms at ${connections} connections, ${renderAlone.p99} ms alone`,
  );
  // The burst of new pages measures how renders queue: its time-outs are a figure, not a fault.
  if (results.some((r) => r.failures > 0 && r.name !== renderCase.name)) process.exitCode = 1;
}

try {
  await bench();
} finally {
  for (const child of children.reverse()) child.kill('SIGTERM');
}
