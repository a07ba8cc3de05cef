import { expect, test } from '../../support/test';
import { collectPageErrors } from '../../support/page-errors';

const categoryPage = { wallart: '/wandbilder', kartenliebe: '/hochzeitskarten' } as const;

test.describe('content pages through the edge', () => {
  test('a category page carries its story head and renders its title', async ({
    page,
  }, testInfo) => {
    const errors = collectPageErrors(page);
    const channel = testInfo.project.name as keyof typeof categoryPage;
    const response = await page.goto(categoryPage[channel]);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(channel === 'wallart' ? /Wandbilder/ : /Hochzeitskarten/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index,follow');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S+/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${categoryPage[channel]}$`),
    );
    // Language versions of the page are linked for search engines.
    expect(await page.locator('link[rel="alternate"][hreflang]').count()).toBeGreaterThan(1);
    await expect(page.getByTestId('page')).toHaveAttribute('data-page-status', 'ok');
    await expect(page.getByTestId('page').getByRole('heading', { level: 1 })).not.toBeEmpty();
    expect(errors).toEqual([]);
  });

  test('a path without a story is a 404 that keeps the shop around it and stays out of search engines', async ({
    page,
  }) => {
    const response = await page.goto('/diese-seite-gibt-es-nicht');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('page')).toHaveAttribute('data-page-status', 'not-found');
    await expect(page.getByTestId('page').getByRole('heading', { level: 1 })).not.toBeEmpty();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex,nofollow',
    );
  });

  test('the start page and the desktop start page have their own stories', async ({ page }) => {
    expect((await page.goto('/'))?.status()).toBe(200);
    await expect(page.getByTestId('page')).toHaveAttribute('data-page-status', 'ok');
    expect((await page.goto('/d/'))?.status()).toBe(200);
    await expect(page.getByTestId('page')).toHaveAttribute('data-page-status', 'ok');
  });
});
