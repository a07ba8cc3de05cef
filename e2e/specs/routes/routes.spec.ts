import { expect, test, type APIRequestContext, type Page } from '../../support/test';
import { collectPageErrors } from '../../support/page-errors';
import { renderInBrowserOnly } from '../../support/client-rendered';
import { slotMounted, slotShown } from '../navigation/navigation-helpers';

// Both channels open in German on their default host.
const texts = {
  product: 'Unsere Produkte werden geladen',
  themes: 'Die Motive werden geladen',
};

/** A real page around the body: the navigation remote's header and footer have mounted. */
async function expectShopAround(page: Page) {
  await slotMounted(page, './Header');
  await slotShown(page, './Footer');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

/** A theme the catalogue has for the project's channel (German host), asked through the edge. */
async function firstThemeId(request: APIRequestContext, baseURL: string): Promise<string> {
  const base = new URL(baseURL);
  const channel = base.hostname === 'localhost' ? 'wallart-de' : 'kartenliebe-de';
  // The test runner cannot resolve *.localhost; the channel header names the brand instead.
  const response = await request.get(`http://localhost:${base.port}/web-api/themes`, {
    headers: { 'x-channel': channel, 'x-locale': 'de-DE' },
  });
  expect(response.ok()).toBe(true);
  const { payload } = (await response.json()) as { payload: { themes: { themeId: string }[] } };
  return payload.themes[0]!.themeId;
}

const productPages = [
  { path: '/products', name: 'product', module: './ProductPage' },
  { path: '/d/products/calendar', name: 'product', module: './ProductPage' },
  { path: '/themes/{id}', name: 'themes', module: './ThemesPage' },
] as const;

for (const { path, name, module } of productPages) {
  const open = async (page: Page, request: APIRequestContext, baseURL: string) =>
    page.goto(path.replace('{id}', await firstThemeId(request, baseURL)));

  test(`${path} is a real page: header, the product wrappers’ page in its slot, the footer`, async ({
    page,
    request,
    baseURL,
  }) => {
    const errors = collectPageErrors(page);
    const response = await open(page, request, baseURL!);
    expect(response?.status()).toBe(200);
    const body = page.getByTestId('page');
    await expect(body).toHaveAttribute('data-page', name);
    await expect(
      body.locator(`[data-remote="mf_product_wrappers"][data-remote-module="${module}"]`),
    ).toHaveAttribute('data-remote-state', 'mounted');
    await expectShopAround(page);
    expect(errors).toEqual([]);
  });

  test(`${path} keeps a real page when the product wrappers cannot load: the fallback after the skeleton, a way home`, async ({
    page,
    request,
    baseURL,
  }) => {
    // A server-rendered page keeps the server's HTML when the remote fails; the fallback is the browser's.
    await renderInBrowserOnly(page);
    await page.route(/\/remotes\/mf_product_wrappers\//, (route) =>
      route.fulfill({ status: 404, body: 'gone' }),
    );
    const response = await open(page, request, baseURL!);
    expect(response?.status()).toBe(200);
    const body = page.getByTestId('page');
    await expect(body).toHaveAttribute('data-page', name);
    await expect(body.getByTestId(`${name}-page-fallback`)).toBeVisible();
    await expect(body.getByTestId('page-skeleton')).toHaveCount(0);
    await expect(body.getByRole('heading', { level: 1 })).not.toBeEmpty();
    await expect(body.getByRole('status')).toContainText(texts[name]);
    await expect(body.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute(
      'href',
      path.startsWith('/d/') ? '/d' : '/',
    );
    await expectShopAround(page);
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
