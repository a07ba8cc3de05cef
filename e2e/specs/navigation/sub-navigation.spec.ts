import { expect, test } from '../../support/test';
import { tileSizes } from '@shop/catalogue';
import { accessibilityViolations, navigationOf, slotMounted } from './navigation-helpers';

test('on a category page the sub-navigation shows its tiles and marks the current one', async ({
  page,
}) => {
  await page.goto('/');
  const navigation = await navigationOf(page);
  const item = navigation.mainNavigation.find((candidate) => candidate.alwaysShowSubNavi)!;
  const tile = item.subItems.find((sub) => !sub.isHeadlineItem)!;

  await page.goto(tile.url);
  await slotMounted(page, './SubNavigation');
  const subNavigation = page.getByTestId('sub-navigation');
  const current = subNavigation.locator('[aria-current="page"]');
  await expect(current).toHaveCount(1);
  await expect(current).toContainText(tile.text);
  const size = tileSizes[tile.typeOverride ?? item.subNaviTileType ?? 'square'];
  const media = (await current
    .locator('.sub-nav__media img, .sub-nav__media')
    .first()
    .boundingBox())!;
  expect(Math.round(media.width)).toBeGreaterThanOrEqual(size.width);
  expect(Math.round(media.width)).toBeLessThanOrEqual(size.width + 4);
  expect(await accessibilityViolations(page, '[data-testid="sub-navigation"]')).toEqual([]);
});

test('scroll buttons show only when the tiles overflow the row', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  const navigation = await navigationOf(page);
  const item = navigation.mainNavigation.find((candidate) => candidate.alwaysShowSubNavi)!;
  await page.goto(item.url);
  await slotMounted(page, './SubNavigation');
  const row = page.locator('.sub-nav__row');
  const overflowing = await row.evaluate(
    (element) => element.scrollWidth > element.clientWidth + 1,
  );
  await expect(page.locator('.sub-nav__scroll--forward')).toHaveCount(overflowing ? 1 : 0);
  await page.setViewportSize({ width: 320, height: 800 });
  await expect(page.locator('.sub-nav__scroll--forward')).toHaveCount(1);
  await expect(page.locator('.sub-nav__scroll--back')).toHaveCount(0);
  await page.locator('.sub-nav__scroll--forward').click();
  await expect(page.locator('.sub-nav__scroll--back')).toHaveCount(1);
});
