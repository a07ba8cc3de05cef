// npm run bench:bundle: first-load JS (gzip) of the composed start page against the one bundle of every benchmarked page.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Browser, type Page, type Response } from '@playwright/test';
import { filesOfScript } from '@shop/federation/script-packs';
import { chromiumArgs, chromiumExecutable } from '../chromium';
import { startStack } from '../stack/stack';
import { startFloorServer } from './lighthouse/floor-server';
import { buildMonolith, runBuild } from './monolith';

const runs = Number(process.env.BENCH_RUNS ?? 5);
const budget = 1.3;
const runtimeMarker = 'beforeInitContainer';

type PageLoad = {
  gzipBytes: number;
  rawBytes: number;
  files: number;
  runtimeCopies: number;
  /** Per remote: gzip bytes of the JavaScript it loads on this page (its entry, exposed modules and their chunks). */
  remoteCode: Record<string, number>;
};

/** Per-remote budgets of the code a remote adds to the start page (gzip). */
const remoteBudgets: Record<string, number> = { mf_navigation: 35 * 1024, mf_cms_page: 45 * 1024 };

/** The remote files the page loaded, a script pack's counted as its files (each asked for on its own). */
async function remoteFiles(
  page: Page,
  loaded: readonly { url: string; body: Buffer }[],
): Promise<{ url: string; body: Buffer }[]> {
  const files = await Promise.all(
    loaded.map(async (file) => {
      const src = new URL(file.url);
      const packed = filesOfScript(src);
      if (packed.length === 1 && packed[0] === src.pathname) return [file];
      return Promise.all(
        packed.map(async (pathname) => {
          const url = new URL(pathname, src).href;
          return { url, body: await (await page.request.get(url)).body() };
        }),
      );
    }),
  );
  return files.flat();
}

/** Loads the start page, waits for the header, and sums the JavaScript it fetched. */
async function measure(browser: Browser, url: string): Promise<PageLoad> {
  const page = await browser.newPage();
  const bodies: Array<Promise<{ url: string; body: Buffer }>> = [];
  const collect = (response: Response) => {
    if (response.request().resourceType() === 'script' || response.url().endsWith('.js')) {
      bodies.push(response.body().then((body) => ({ url: response.url(), body })));
    }
  };
  page.on('response', collect);
  await page.goto(url);
  await page
    .locator('[data-remote="mf_navigation"][data-remote-state="mounted"]')
    .first()
    .waitFor();
  // The flag SDK loads once the page has settled: counted every time, not when it happens to be in time.
  await page.waitForFunction(() => performance.getEntriesByName('flags-sdk-loaded').length > 0);
  await page.waitForLoadState('networkidle');
  page.off('response', collect);
  const loaded = await Promise.all(bodies);
  const files = loaded.map(({ body }) => body);
  const remoteCode: Record<string, number> = {};
  for (const { url: fileUrl, body } of await remoteFiles(page, loaded)) {
    const remote = /\/remotes\/([a-z_]+)\//.exec(new URL(fileUrl).pathname)?.[1];
    if (!remote) continue;
    remoteCode[remote] = (remoteCode[remote] ?? 0) + zlib.gzipSync(body, { level: 9 }).length;
  }
  await page.close();
  return {
    remoteCode,
    gzipBytes: files.reduce((sum, body) => sum + zlib.gzipSync(body, { level: 9 }).length, 0),
    rawBytes: files.reduce((sum, body) => sum + body.length, 0),
    files: files.length,
    runtimeCopies: files.filter((body) => body.includes(runtimeMarker)).length,
  };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

runBuild(['npm', 'run', 'build']);
const monolithDir = buildMonolith();

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
process.env.SHOP_SERVICES = 'registry,edge';
const stack = await startStack({
  port: 0,
  servicePorts: 'free',
  databaseUrl: `file:${path.join(dataDir, 'shop.sqlite')}`,
  dataDir,
  output: fs.createWriteStream(path.join(dataDir, 'services.log')),
});
// The Lighthouse bench's floor: the shop's own page data, the monolith's files, no remote preloads.
const floor = await startFloorServer(
  (channel) => stack.origin(channel),
  [{ channel: 'wallart', path: '/' }],
  monolithDir,
);
const browser = await chromium.launch({
  executablePath: chromiumExecutable,
  args: chromiumArgs,
});

try {
  const federated: PageLoad[] = [];
  const monolith: PageLoad[] = [];
  for (let run = 0; run < runs; run += 1) {
    federated.push(await measure(browser, `${stack.origin('wallart')}/`));
    monolith.push(await measure(browser, `${floor.origin('wallart')}/`));
  }
  const federatedGzip = median(federated.map((load) => load.gzipBytes));
  const monolithGzip = median(monolith.map((load) => load.gzipBytes));
  const ratio = federatedGzip / monolithGzip;
  const runtimeCopies = Math.max(...federated.map((load) => load.runtimeCopies));
  console.log(`first-load JS of the start page, gzip, median of ${runs} loads:`);
  console.log(
    `  federated: ${federatedGzip} bytes in ${federated[0]!.files} files (${median(federated.map((l) => l.rawBytes))} raw)`,
  );
  console.log(
    `  one bundle: ${monolithGzip} bytes in ${monolith[0]!.files} files (${median(monolith.map((l) => l.rawBytes))} raw)`,
  );
  console.log(`  ratio: ${ratio.toFixed(3)} (budget ${budget})`);
  console.log(`  Module Federation runtime copies loaded: ${runtimeCopies} (budget 1)`);
  let overBudget = false;
  for (const remote of Object.keys(federated[0]!.remoteCode).sort()) {
    const bytes = median(federated.map((load) => load.remoteCode[remote] ?? 0));
    const limit = remoteBudgets[remote];
    overBudget ||= limit !== undefined && bytes > limit;
    console.log(
      `  ${remote} code on the page: ${(bytes / 1024).toFixed(1)} KiB${limit ? ` (budget ${limit / 1024} KiB)` : ''}`,
    );
  }
  if (ratio > budget || runtimeCopies !== 1 || overBudget) process.exitCode = 1;
} finally {
  await browser.close();
  await floor.close();
  await stack.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
