import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../scripts/chromium';
import { decidedConsentState } from './support/consent';

const port = Number(process.env.E2E_PORT);
if (!port) throw new Error('E2E_PORT is not set; run the browser tests through `npm test`.');

/** Debian's Chromium with the flags this environment needs (no sandbox as root, no background traffic). */
const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: chromiumExecutable,
    args: chromiumArgs,
  },
};

export default defineConfig({
  testDir: './specs',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  outputDir: '../test-results/playwright',
  use: { trace: 'retain-on-failure', storageState: decidedConsentState, ...chromium },
  projects: [
    // Specs named *.<channel>.spec.ts concern one channel only (its content, or its live release set).
    {
      name: 'wallart',
      use: { baseURL: `http://localhost:${port}` },
      testIgnore: [/\.kartenliebe\.spec\.ts$/, /\.exclusive\.spec\.ts$/],
    },
    {
      name: 'kartenliebe',
      use: { baseURL: `http://kartenliebe.localhost:${port}` },
      testIgnore: [/\.wallart\.spec\.ts$/, /\.exclusive\.spec\.ts$/],
    },
    // Specs that change what every shopper of a channel gets (e.g. a broken canary) run last, alone.
    {
      name: 'exclusive',
      use: { baseURL: `http://localhost:${port}` },
      testMatch: /\.exclusive\.spec\.ts$/,
      dependencies: ['wallart', 'kartenliebe'],
    },
  ],
});
