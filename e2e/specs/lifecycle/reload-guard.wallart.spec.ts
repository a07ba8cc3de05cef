import { expect, test } from '@playwright/test';

test.describe('reload guard', () => {
  test('a code chunk that is gone reloads the page once, and the second time the fallback stays', async ({
    page,
  }) => {
    let documents = 0;
    page.on('domcontentloaded', () => (documents += 1));
    const logs: Array<{ document: number; text: string }> = [];
    page.on('console', (message) => logs.push({ document: documents, text: message.text() }));
    // The header remote's entry loads, but its code chunks are gone, as after a deploy.
    await page.route(/\/remotes\/mf_navigation\/[^?]*\.js(\?.*)?$/, (route) =>
      new URL(route.request().url()).pathname.endsWith('/remoteEntry.js')
        ? route.continue()
        : route.fulfill({ status: 404, body: 'gone' }),
    );
    await page.goto('/');
    // The reloaded document meets the same gone chunk: the guard holds, the fallback stays.
    await expect
      .poll(() =>
        logs.some((log) => log.document === 2 && log.text.includes('reload-guard-suppressed')),
      )
      .toBe(true);
    await expect(page.getByTestId('header-fallback')).toBeVisible();
    await expect(page.getByTestId('page')).toBeVisible();
    expect(logs.filter((log) => log.text.includes('reload-guard-reloaded'))).toHaveLength(1);
    expect(documents).toBe(2);
  });
});
