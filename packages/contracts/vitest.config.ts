import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@shop/contracts',
    // Type-level tests (remote module props) fail the run when the compiler disagrees.
    typecheck: { enabled: true, include: ['src/**/*.test.ts'], tsconfig: './tsconfig.json' },
  },
});
