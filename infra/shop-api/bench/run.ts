// Load test: starts the API as its own process on 127.0.0.1 and drives it with autocannon.
// BENCH_SECONDS (default 30) and BENCH_CONNECTIONS (default 50) shape each run;
// BENCH_DIALECT=postgres runs against a throw-away schema of the test PostgreSQL (default: a fresh SQLite file).
import { spawn } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { createTestDatabase } from '@shop/db/testing';

const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const dialect = process.env.BENCH_DIALECT === 'postgres' ? 'postgres' : 'sqlite';
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const packageDir = fileURLToPath(new URL('..', import.meta.url));
const origin = 'http://localhost:8080';
const shopHeaders = { 'x-channel': 'wallart-de', 'x-locale': 'de-DE', origin };

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function cookiesOf(response: Response): Record<string, string> {
  return Object.fromEntries(
    response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0]!.split('=') as [string, string]),
  );
}

async function main() {
  // The limiter counts unresolved attempts too, so 50 parallel logins to one account would mostly
  // be refused: the login run uses a limiter raised out of reach (its database work still runs),
  // and the refusal path is measured on its own with the default limiter.
  const valid = await withServer(
    { SHOP_LOGIN_MAX_FAILURES: '1000000000' },
    async (base, account) => [
      await run('login, valid credentials (argon2id verify; limiter raised)', {
        url: `${base}/web-api/customer-login`,
        method: 'POST',
        headers: {
          ...shopHeaders,
          'content-type': 'application/json',
          cookie: account.cookie,
          'x-csrf-token': account.csrf,
        },
        body: JSON.stringify({ email: account.email, password: account.password }),
      }),
      await run('customer-data, logged in', {
        url: `${base}/web-api/customer-data`,
        headers: { ...shopHeaders, cookie: await login(base, account) },
      }),
    ],
  );
  const refused = await withServer({}, async (base, account) => [
    await run('login, wrong password, default limiter (5 x 401, then 429)', {
      url: `${base}/web-api/customer-login`,
      method: 'POST',
      headers: {
        ...shopHeaders,
        'content-type': 'application/json',
        cookie: account.cookie,
        'x-csrf-token': account.csrf,
      },
      body: JSON.stringify({ email: account.email, password: 'wrong-password' }),
    }),
  ]);
  const results = [...valid, ...refused];
  console.log(`\n${seconds} s per run, ${connections} connections, database ${dialect}`);
  console.table(results);
  if (results.some((result) => result['5xx'] > 0 || result.errors > 0)) process.exitCode = 1;
}

type Account = { cookie: string; csrf: string; email: string; password: string };

/** Runs `work` against a fresh API process with an account made through sign-up and confirmation. */
async function withServer<T>(
  env: Record<string, string>,
  work: (base: string, account: Account) => Promise<T>,
): Promise<T> {
  const database = await createTestDatabase(dialect);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: packageDir,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForHealth(base);
    return await work(base, await createAccount(base));
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await database.close();
  }
}

async function run(name: string, options: autocannon.Options) {
  const result = await autocannon({ ...options, connections, duration: seconds });
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count]),
  );
  return {
    name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    requests: result.requests.total,
    '5xx': result['5xx'],
    errors: result.errors + result.timeouts,
    statuses: JSON.stringify(statuses),
  };
}

async function waitForHealth(base: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const ok = await fetch(`${base}/web-api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the API did not come up');
}

/** Signs up through the API and confirms through the development outbox, like a shopper would. */
async function createAccount(base: string) {
  const first = await fetch(`${base}/web-api/csrf-token`, { headers: shopHeaders });
  const cookies = cookiesOf(first);
  const cookie = `__Host-shop_session=${cookies['__Host-shop_session']}`;
  const csrf = ((await first.json()) as { csrfToken: string }).csrfToken;
  const email = `bench-${Date.now()}-${process.pid}@example.com`;
  const password = 'Bench-Password-1';
  const signUp = await fetch(`${base}/web-api/customer-signup`, {
    method: 'POST',
    headers: { ...shopHeaders, 'content-type': 'application/json', cookie, 'x-csrf-token': csrf },
    body: JSON.stringify({ email, password, firstName: 'Bench', lastName: 'Mark' }),
  });
  if (signUp.status !== 202) throw new Error(`sign-up answered ${signUp.status}`);
  for (let attempt = 0; attempt < 50; attempt++) {
    const outbox = (await (await fetch(`${base}/web-api/dev/outbox?to=${email}`)).json()) as {
      mails: Array<{ links: string[] }>;
    };
    const link = outbox.mails
      .flatMap((mail) => mail.links)
      .find((candidate) => candidate.includes('/customer-signup/confirm'));
    if (link) {
      await fetch(link.replace(/^https?:\/\/[^/]+/, base), { redirect: 'manual' });
      return { cookie, csrf, email, password };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('no confirmation mail');
}

async function login(base: string, { cookie, csrf, email, password }: Account) {
  const response = await fetch(`${base}/web-api/customer-login`, {
    method: 'POST',
    headers: { ...shopHeaders, 'content-type': 'application/json', cookie, 'x-csrf-token': csrf },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`login answered ${response.status}`);
  return `__Host-shop_session=${cookiesOf(response)['__Host-shop_session']}`;
}

await main();
