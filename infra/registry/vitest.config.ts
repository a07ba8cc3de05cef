import { defineProject } from 'vitest/config';

// Own config so `npm test` works inside this folder too; the suite spawns a registry and the CLI, which can take seconds on a busy machine.
export default defineProject({
  test: {
    name: '@shop/registry',
    include: ['src/**/*.test.ts', 'console/src/**/*.test.ts', 'console/src/**/*.test.tsx'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
