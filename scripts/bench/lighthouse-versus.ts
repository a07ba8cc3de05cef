// npm run bench:lighthouse:versus -- DIR: the first-load pages of this checkout beside another built checkout's, Lighthouse interleaved.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot, type Stack, type startStack } from '../stack/stack';
import { benchPaths } from './lighthouse/pages';
import { startLighthouse, type PageMetrics } from './lighthouse/runner';
import { formatVersus } from './lighthouse/versus-table';

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const baselineRoot = path.resolve(process.argv[2] ?? '');
if (!process.argv[2] || !fs.existsSync(path.join(baselineRoot, 'host/dist/assets-manifest.json'))) {
  console.error(
    'Name a built checkout to compare with: npm run bench:lighthouse:versus -- ../shop-before (run `npm ci && npm run build` there first).',
  );
  process.exit(2);
}
if (!fs.existsSync(path.join(repoRoot, 'host/dist/assets-manifest.json'))) {
  console.error('Build this checkout first: npm run build.');
  process.exit(2);
}

type Build = { label: string; stack: Stack; dataDir: string };

async function startBuild(root: string, label: string): Promise<Build> {
  // Each checkout starts its own services with its own stack code, as its `npm start` would.
  const { startStack: start } = (await import(
    pathToFileURL(path.join(root, 'scripts/stack/stack.ts')).href
  )) as { startStack: typeof startStack };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `shop-versus-${label}-`));
  const stack = await start({
    port: 0,
    servicePorts: 'free',
    databaseUrl: `file:${path.join(dataDir, 'shop.sqlite')}`,
    dataDir,
    output: fs.createWriteStream(path.join(dataDir, 'services.log')),
  });
  return { label, stack, dataDir };
}

const builds = [
  await startBuild(baselineRoot, path.basename(baselineRoot)),
  await startBuild(repoRoot, 'this'),
];
const measured = new Map<string, PageMetrics[][]>(benchPaths.map(({ name }) => [name, [[], []]]));
try {
  const runner = await startLighthouse();
  try {
    for (let round = 1; round <= runs; round += 1) {
      for (const page of benchPaths) {
        // Each round swaps which build goes first, so neither always meets the machine warmer.
        const order = round % 2 ? [0, 1] : [1, 0];
        for (const index of order) {
          const build = builds[index]!;
          const metrics = await runner.measure(`${build.stack.origin(page.channel)}${page.path}`);
          measured.get(page.name)![index]!.push(metrics);
          console.log(
            `round ${round}/${runs} ${page.name} (${build.label}): score ${metrics.score}, TBT ${Math.round(metrics.tbtMs)} ms`,
          );
        }
      }
    }
  } finally {
    runner.close();
  }
  console.log(
    `\nLighthouse mobile, simulated throttling, median of ${runs} runs; each cell: ${builds[0]!.label} / this checkout:\n`,
  );
  console.log(
    formatVersus(
      [...measured].map(([name, [before, after]]) => ({ name, before: before!, after: after! })),
    ),
  );
} finally {
  for (const build of builds) {
    await build.stack.stop();
    fs.rmSync(build.dataDir, { recursive: true, force: true });
  }
}
