// npm run bench:lighthouse: Lighthouse (mobile, simulated throttling) on the shop's first loads beside the one-bundle floor.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot, startStack } from '../stack/stack';
import { startFloorServer } from './lighthouse/floor-server';
import { benchPages } from './lighthouse/pages';
import { startLighthouse, type PageMetrics } from './lighthouse/runner';
import { formatTable, medianMetrics, type PageSummary } from './lighthouse/table';
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
  const floor = await startFloorServer(stack.origin('wallart'), monolithDir);
  const runner = await startLighthouse();
  try {
    const pages = benchPages(stack, floor.url);
    const measured = new Map<string, PageMetrics[]>(pages.map((page) => [page.url, []]));
    // Rounds interleave the pages, so a slow moment of the machine spreads over all of them.
    for (let round = 1; round <= runs; round += 1) {
      for (const page of pages) {
        const metrics = await runner.measure(page.url);
        measured.get(page.url)!.push(metrics);
        console.log(
          `round ${round}/${runs} ${page.name}: score ${metrics.score}, LCP ${Math.round(metrics.lcpMs)} ms`,
        );
      }
    }
    const summaries: PageSummary[] = pages.map((page) => ({
      ...page,
      runs,
      median: medianMetrics(measured.get(page.url)!),
    }));
    console.log(`\nLighthouse mobile, simulated throttling, median of ${runs} runs:\n`);
    console.log(formatTable(summaries));
    fs.mkdirSync(path.dirname(resultFile), { recursive: true });
    fs.writeFileSync(
      resultFile,
      `${JSON.stringify({ runs, formFactor: 'mobile', throttling: 'simulate', pages: summaries, raw: Object.fromEntries(measured) }, null, 2)}\n`,
    );
    console.log(`\nwritten to ${path.relative(repoRoot, resultFile)}`);
    failed = false;
  } finally {
    runner.close();
    await floor.close();
  }
} finally {
  await stack.stop();
  if (failed) console.error(`the services' output is kept in ${logFile}`);
  else fs.rmSync(dataDir, { recursive: true, force: true });
}
