import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: '@shop/i18n', setupFiles: ['@shop/i18n/all-messages'] },
});
