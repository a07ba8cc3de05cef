import { defineConfig } from 'vitest/config';

// One run over every workspace; each workspace may add its own vitest.config.ts (e.g. a DOM environment).
export default defineConfig({
  test: {
    projects: ['packages/*', 'infra/*', 'host', 'mf-*', 'scripts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
