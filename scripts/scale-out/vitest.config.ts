import { defineProject } from 'vitest/config';

// Its own run after the other suites: it starts every service twice and loads the machine for a minute.
export default defineProject({
  test: {
    name: 'scale-out',
    environment: 'node',
    include: ['scripts/scale-out/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 240_000,
    fileParallelism: false,
  },
});
