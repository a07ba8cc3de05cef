import { expect, test } from '../../support/test';
import type { ChannelId } from '@shop/contracts';
import { expectedHeadlines, seededStory, waitForContent } from '../../support/content';

test.describe('content pages', () => {
  test('a missing page answers 404 with the content-managed error story', async ({
    page,
  }, testInfo) => {
    const channel = testInfo.project.name as ChannelId;
    const errorStory = seededStory(channel, 'de-de/error');
    const response = await page.goto('/diese-seite-gibt-es-nicht');
    expect(response?.status()).toBe(404);
    await waitForContent(page);
    await expect(page.locator('.cms-page')).toHaveAttribute('data-page-status', 'not-found');
    for (const headline of expectedHeadlines(errorStory.content, 'on')) {
      await expect(page.getByText(headline, { exact: true }).first()).toBeVisible();
    }
    await expect(page.getByTestId('error-details')).toHaveCount(0);
    await page.goto('/diese-seite-gibt-es-nicht?debug=1');
    await expect(page.getByTestId('error-details')).toContainText(
      'Page not found: /diese-seite-gibt-es-nicht',
    );
  });
});
