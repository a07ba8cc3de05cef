import { expect, test } from '../../support/test';
import { allItems, navigationOf, slotMounted } from './navigation-helpers';

// One locale per channel: the storefront's default one on its own host.
test('every header, navigation and footer link of the configuration answers below 400 through the edge', async ({
  page,
}) => {
  await page.goto('/');
  // The header's own links exist once its remote has mounted.
  await slotMounted(page, './Header');
  const navigation = await navigationOf(page);
  const paths = new Set<string>([
    ...allItems([...navigation.mainNavigation, ...navigation.extraMenu]).map((item) => item.url),
    ...navigation.shops.map((shop) => shop.url),
    ...(navigation.footer
      ? [
          ...navigation.footer.columns.flatMap((column) => column.links),
          ...navigation.footer.legalLinks,
        ].map((link) => link.url)
      : []),
    ...[navigation.magazineUrl, navigation.serviceUrl, navigation.cartUrl].filter(
      (url): url is string => url !== null,
    ),
  ]);
  // The header's own links: account and cart (the cart lives in the account area until content names a page).
  const header = page.locator('header.shop-header');
  for (const href of await header
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!)))
    paths.add(href);
  const internal = [...paths].filter((url) => url.startsWith('/'));
  expect(internal.length).toBeGreaterThanOrEqual(10);

  // Asked from the page, so the channel's host name resolves as the shopper's browser resolves it.
  const failures = await page.evaluate(async (paths) => {
    const failed: string[] = [];
    for (const path of paths) {
      const response = await fetch(path, { redirect: 'follow', headers: { accept: 'text/html' } });
      if (response.status >= 400) failed.push(`${path} → ${response.status}`);
    }
    return failed;
  }, internal);
  expect(failures).toEqual([]);
});
