import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors } from '../../support/page-errors';
import { slotMounted } from '../navigation/navigation-helpers';

// Both channels open in German on their default host.
const texts = {
  product: 'Unsere Produkte werden geladen',
  themes: 'Die Motive werden geladen',
};

/** A real page around the body: the navigation remote's header and footer have mounted. */
async function expectShopAround(page: Page) {
  await slotMounted(page, './Header');
  await slotMounted(page, './Footer');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

for (const [path, name] of [
  ['/products', 'product'],
  ['/d/products/calendar', 'product'],
  ['/themes/123', 'themes'],
] as const) {
  test(`${path} is a real page: header, the fallback after the skeleton, a way home, the footer`, async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const body = page.getByTestId('page');
    await expect(body).toHaveAttribute('data-page', name);
    // The product wrappers remote is not pinned yet: the skeleton gives way to the fallback.
    await expect(body.getByTestId(`${name}-page-fallback`)).toBeVisible();
    await expect(body.getByTestId('page-skeleton')).toHaveCount(0);
    await expect(body.getByRole('heading', { level: 1 })).not.toBeEmpty();
    await expect(body.getByRole('status')).toContainText(texts[name]);
    await expect(body.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute(
      'href',
      path.startsWith('/d/') ? '/d' : '/',
    );
    await expectShopAround(page);
    expect(errors).toEqual([]);
  });
}

test('an unknown country prefix lands on the content-managed error page', async ({ page }) => {
  const response = await page.goto('/zz/something');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL((url) => url.pathname === '/error');
  const body = page.getByTestId('page');
  await expect(body).toHaveAttribute('data-page-status', 'not-found');
  await expect(body.getByRole('heading', { level: 1 })).not.toBeEmpty();
  await expectShopAround(page);
});

test('a themes path without an id is a 404 with the error page', async ({ page }) => {
  const response = await page.goto('/themes');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('page')).toHaveAttribute('data-page-status', 'not-found');
});

test('a configurator path gets the shopper’s locale in its query', async ({ page }) => {
  await page.goto('/configurator-card?designId=7');
  await expect(page).toHaveURL((url) => url.searchParams.get('locale') === 'de-DE');
  expect(new URL(page.url()).searchParams.get('designId')).toBe('7');
});

test('an Austrian shopper reads the Austrian privacy policy, not the German one', async ({
  page,
}, testInfo) => {
  const base = new URL(testInfo.project.use.baseURL!);
  base.hostname = base.hostname === 'localhost' ? 'at.localhost' : 'kartenliebe-at.localhost';
  const response = await page.goto(new URL('/datenschutz', base).href);
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId('page')).toContainText('Österreichische Datenschutzbehörde');
});
