// npm test: install when needed (Chromium too), build, then every unit, integration and browser test.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {
  chromiumPath,
  ensureChromium,
  ensureInstalled,
  ensureLoadBalancer,
  repoRoot,
  run,
} from './setup.mjs';
import { formatFailures, playwrightFailures } from './reporting/failures.mjs';

const resultsDir = path.join(repoRoot, 'test-results');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Runs one suite to the end and reports whether it passed; the other suites still run. */
function runSuite(command, args, env = {}) {
  const result = spawnSync(command, args, {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status === 0;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

ensureInstalled();
ensureChromium();
ensureLoadBalancer();
// Lint and formatting first: the quickest answer, and a change that breaks them does not pass.
const lintOk = runSuite('npm', ['run', 'lint']);
run('npm', ['run', 'build']);
fs.mkdirSync(resultsDir, { recursive: true });

const vitestReport = path.join(resultsDir, 'vitest.json');
const scaleOutReport = path.join(resultsDir, 'scale-out.json');
const playwrightReport = path.join(resultsDir, 'playwright.json');
fs.rmSync(vitestReport, { force: true });
fs.rmSync(scaleOutReport, { force: true });
fs.rmSync(playwrightReport, { force: true });
const vitestFailuresFile = path.join(resultsDir, 'vitest-failures.json');
const scaleOutFailuresFile = path.join(resultsDir, 'scale-out-failures.json');
fs.rmSync(vitestFailuresFile, { force: true });
fs.rmSync(scaleOutFailuresFile, { force: true });
const failuresReporter = '--reporter=./scripts/reporting/vitest-failures.mjs';

const unitOk = runSuite(
  'npx',
  [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    failuresReporter,
    `--outputFile=${vitestReport}`,
  ],
  { FAILURES_FILE: vitestFailuresFile },
);
// Alone, after the others: it runs every service twice behind HAProxy and loads the machine.
const scaleOutOk = runSuite(
  'npx',
  [
    'vitest',
    'run',
    '-c',
    'scripts/scale-out/vitest.config.ts',
    '--reporter=default',
    '--reporter=json',
    failuresReporter,
    `--outputFile=${scaleOutReport}`,
  ],
  { FAILURES_FILE: scaleOutFailuresFile },
);
const browserOk = runSuite('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
  E2E_PORT: String(await freePort()),
  CHROMIUM_PATH: chromiumPath,
  PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
});

const vitestRuns = [readJson(vitestReport), readJson(scaleOutReport)];
const playwright = readJson(playwrightReport);
const sum = (field) => vitestRuns.reduce((total, report) => total + (report?.[field] ?? 0), 0);
const passed = sum('numPassedTests') + (playwright?.stats?.expected ?? 0);
// A suite that fails to load has no failed tests of its own, so failed suites count too.
const failed =
  sum('numFailedTests') + sum('numFailedTestSuites') + (playwright?.stats?.unexpected ?? 0);
const skipped = sum('numPendingTests') + (playwright?.stats?.skipped ?? 0);
console.log(
  `\nlint: ${lintOk ? 'passed' : 'FAILED'}; unit and integration: ${unitOk ? 'passed' : 'FAILED'}; scale-out: ${scaleOutOk ? 'passed' : 'FAILED'}; browser: ${browserOk ? 'passed' : 'FAILED'}`,
);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
const failureLines = formatFailures({
  unit: readJson(vitestFailuresFile) ?? [],
  'scale-out': readJson(scaleOutFailuresFile) ?? [],
  browser: playwrightFailures(playwright),
});
if (failureLines.length > 0) console.log(failureLines.join('\n'));
process.exit(
  lintOk && unitOk && scaleOutOk && browserOk && vitestRuns.every(Boolean) && playwright ? 0 : 1,
);
