import { defineProject } from 'vitest/config';

export default defineProject({
  define: { __REMOTE_VERSION__: JSON.stringify('test') },
  test: {
    name: 'mf-account',
    environment: 'happy-dom',
    setupFiles: ['@shop/i18n/all-messages'],
  },
});
