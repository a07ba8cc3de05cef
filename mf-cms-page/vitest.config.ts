import { defineProject } from 'vitest/config';

export default defineProject({
  define: { __REMOTE_VERSION__: JSON.stringify('test') },
  test: {
    name: 'mf-cms-page',
    environment: 'happy-dom',
    setupFiles: ['@shop/i18n/all-messages', './src/shared/testing/all-blocks.ts'],
  },
});
