import { defineProject } from 'vitest/config';

export default defineProject({ test: { name: '@shop/host', include: ['server/**/*.test.ts', 'src/**/*.test.ts'] } });
