import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';
import { slotMounted } from './navigation-helpers';

/** The navigation remote's first-load JavaScript budget (header and main navigation), gzip. */
const budgetBytes = 35 * 1024;

test('the navigation remote loads at most 35 KiB of JavaScript (gzip) for the header and the main navigation', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const bodies: Array<Promise<{ url: string; gzip: number }>> = [];
  page.on('response', (response) => {
    if (response.url().includes('/remotes/mf_navigation/') && response.url().endsWith('.js')) {
      bodies.push(
        response
          .body()
          .then((body) => ({
            url: response.url(),
            gzip: zlib.gzipSync(body, { level: 9 }).length,
          })),
      );
    }
  });
  await page.goto('/');
  await slotMounted(page, './Header');
  await slotMounted(page, './Navigation');
  await page.waitForLoadState('networkidle');
  const files = await Promise.all(bodies);
  const total = files.reduce((sum, file) => sum + file.gzip, 0);
  test
    .info()
    .annotations.push({
      type: 'navigation remote JS (gzip)',
      description: `${total} bytes in ${files.length} files`,
    });
  expect(files.some((file) => file.url.includes('__federation_expose_Navigation'))).toBe(true);
  expect(total).toBeLessThanOrEqual(budgetBytes);
});
