// npm run bench:lighthouse: Lighthouse (mobile, simulated throttling) on the shop's first loads, each beside the same page as one bundle.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot, startStack } from '../stack/stack';
import { startFloorServer } from './lighthouse/floor-server';
import { checkSameBlocks } from './lighthouse/same-blocks';
import { benchPages, benchPaths, type Channel } from './lighthouse/pages';
import { startLighthouse, type PageMetrics } from './lighthouse/runner';
import { formatSpread, formatTable, medianMetrics, type PageSummary } from './lighthouse/table';
import { buildMonolith, runBuild } from './monolith';

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const resultFile = path.join(repoRoot, 'test-results/lighthouse.json');

if (!fs.existsSync(path.join(repoRoot, 'host/dist/assets-manifest.json')))
  runBuild(['npm', 'run', 'build']);
const monolithDir = buildMonolith();

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-lighthouse-'));
const logFile = path.join(dataDir, 'services.log');
const stack = await startStack({
  port: 0,
  servicePorts: 'free',
  databaseUrl: `file:${path.join(dataDir, 'shop.sqlite')}`,
  dataDir,
  output: fs.createWriteStream(logFile),
});
let failed = true;
try {
  const shopOrigin = (channel: Channel) => stack.origin(channel);
  const floor = await startFloorServer(shopOrigin, benchPaths, monolithDir);
  try {
    const pages = benchPages(shopOrigin, floor.origin);
    await checkSameBlocks(pages);
    const runner = await startLighthouse();
    const measured = new Map<string, PageMetrics[]>(
      pages.flatMap((page) => [
        [page.url, []],
        [page.floorUrl, []],
      ]),
    );
    try {
      // Rounds interleave the pages, each beside its floor twin, so a slow moment of the machine spreads over all of them.
      for (let round = 1; round <= runs; round += 1) {
        for (const page of pages) {
          for (const [label, url] of [
            [page.name, page.url],
            [`${page.name} (floor)`, page.floorUrl],
          ] as const) {
            const metrics = await runner.measure(url);
            measured.get(url)!.push(metrics);
            console.log(
              `round ${round}/${runs} ${label}: score ${metrics.score}, LCP ${Math.round(metrics.lcpMs)} ms`,
            );
          }
        }
      }
    } finally {
      runner.close();
    }
    const summaries: PageSummary[] = pages.map((page) => ({
      name: page.name,
      url: page.url,
      floorUrl: page.floorUrl,
      runs,
      median: medianMetrics(measured.get(page.url)!),
      floor: medianMetrics(measured.get(page.floorUrl)!),
    }));
    console.log(
      `\nLighthouse mobile, simulated throttling, median of ${runs} runs; each cell: page / the same page as one bundle (floor):\n`,
    );
    console.log(formatTable(summaries));
    console.log(`\nlowest–highest of the ${runs} runs, page / floor:\n`);
    console.log(
      formatSpread(
        pages.map((page) => ({
          name: page.name,
          page: measured.get(page.url)!,
          floor: measured.get(page.floorUrl)!,
        })),
      ),
    );
    fs.mkdirSync(path.dirname(resultFile), { recursive: true });
    fs.writeFileSync(
      resultFile,
      `${JSON.stringify({ runs, formFactor: 'mobile', throttling: 'simulate', pages: summaries, raw: Object.fromEntries(measured) }, null, 2)}\n`,
    );
    console.log(`\nwritten to ${path.relative(repoRoot, resultFile)}`);
    failed = false;
  } finally {
    await floor.close();
  }
} finally {
  await stack.stop();
  if (failed) console.error(`the services' output is kept in ${logFile}`);
  else fs.rmSync(dataDir, { recursive: true, force: true });
}
