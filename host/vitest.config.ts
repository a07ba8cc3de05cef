import { defineProject } from 'vitest/config';

// The edge tests send hundreds of real HTTP requests; a busy machine needs the root's time-outs too.
export default defineProject({
  test: {
    name: '@shop/host',
    include: ['server/**/*.test.ts', 'src/**/*.test.ts', 'src/**/*.test.tsx'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    setupFiles: ['@shop/i18n/all-messages'],
  },
});
