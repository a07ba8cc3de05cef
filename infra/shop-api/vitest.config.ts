import { defineProject } from 'vitest/config';

// Servers with argon2 and two databases: allow the root run's generous time-outs when run alone too.
export default defineProject({
  test: { name: '@shop/shop-api', testTimeout: 20_000, hookTimeout: 30_000 },
});
