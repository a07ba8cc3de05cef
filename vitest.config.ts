import os from 'node:os';
import { defineConfig } from 'vitest/config';

// One run over every workspace; each workspace may add its own vitest.config.ts (e.g. a DOM environment).
export default defineConfig({
  test: {
    projects: ['packages/*', 'infra/*', 'host', 'mf-*', 'scripts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Most suites wait on servers, databases and sockets, so two files run at once even on two
    // cores, where the default would run one (300 → 170 s for the whole run there).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
  },
});
