import { defineProject } from 'vitest/config';

// Servers on two databases: allow the root run's generous time-outs when run alone too.
export default defineProject({
  test: { name: '@shop/catalogue-service', testTimeout: 20_000, hookTimeout: 30_000 },
});
