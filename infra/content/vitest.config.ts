import { defineProject } from 'vitest/config';

// Own config so `npm test -w infra/content` works from this folder as well as from the root run.
export default defineProject({
  test: {
    name: '@shop/content',
    include: ['src/**/*.test.ts', 'seed/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
