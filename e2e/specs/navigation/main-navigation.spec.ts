import { expect, test } from '../../support/test';
import { collectPageErrors } from '../../support/page-errors';
import {
  accessibilityViolations,
  navigationOf,
  slotMounted,
  slotShown,
} from './navigation-helpers';

test.use({ viewport: { width: 1366, height: 900 } });

test('the desktop bar shows the configured items without burger-only ones, with a flyout on hover that clears after leaving', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.goto('/');
  await slotMounted(page, './Navigation');
  const navigation = await navigationOf(page);
  const bar = page.locator('nav.main-nav');
  const links = bar.locator('.main-nav__link');
  const shown = navigation.mainNavigation.filter((item) => !item.isOnlyInBurgerNavigation);
  await expect(links).toHaveCount(shown.length);
  for (const [index, item] of shown.entries())
    await expect(links.nth(index)).toContainText(item.text);
  // The burger is for narrow screens only.
  await expect(page.getByTestId('burger-button')).toBeHidden();

  const withFlyout = shown.find((item) =>
    item.flyoutGroups.some((group) => group.flyoutGroupItems.length > 0),
  )!;
  const trigger = bar.locator('.main-nav__link', { hasText: withFlyout.text }).first();
  await expect(trigger).toHaveAttribute('aria-haspopup', 'true');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await trigger.hover();
  const flyout = page.getByTestId('flyout');
  await expect(flyout).toBeVisible();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const firstGroup = withFlyout.flyoutGroups.find((group) => group.flyoutGroupItems.length > 0)!;
  await expect(
    flyout.getByRole('link', { name: firstGroup.flyoutGroupItems[0]!.text }).first(),
  ).toBeVisible();
  expect(await accessibilityViolations(page, 'nav.main-nav')).toEqual([]);

  await page.mouse.move(683, 880);
  await expect(flyout).toBeHidden();
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  expect(errors).toEqual([]);
});

test('keyboard: Tab reaches the items, Enter or Arrow Down opens the flyout, Escape closes it', async ({
  page,
}) => {
  await page.goto('/');
  await slotMounted(page, './Navigation');
  const trigger = page.locator('.main-nav__link[aria-haspopup="true"]').first();
  // From the logo, Tab walks through the header's items into the bar.
  await page.locator('.shop-header__logo').focus();
  const inBar = () =>
    page.evaluate(() => document.activeElement?.classList.contains('main-nav__link') ?? false);
  for (let step = 0; step < 12 && !(await inBar()); step += 1) await page.keyboard.press('Tab');
  await expect(trigger).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('flyout')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('flyout')).toBeHidden();
  await expect(trigger).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('flyout').getByRole('link').first()).toBeFocused();
});

test('the header and footer have no WCAG 2.2 AA violations, and the footer shows the configured links', async ({
  page,
}) => {
  await page.goto('/');
  await slotMounted(page, './Header');
  await slotShown(page, './Footer');
  const navigation = await navigationOf(page);
  expect(await accessibilityViolations(page, 'header.shop-header')).toEqual([]);
  const footer = page.getByRole('contentinfo');
  await expect(footer).toBeVisible();
  for (const column of navigation.footer!.columns) {
    for (const link of column.links)
      await expect(
        footer.getByRole('link', { name: link.text, exact: true }).first(),
      ).toBeVisible();
  }
  expect(await accessibilityViolations(page, 'footer.shop-footer')).toEqual([]);
});

test('the desktop platform: back button except on its start pages, and no main navigation', async ({
  page,
}) => {
  await page.goto('/d/');
  await slotMounted(page, './Header');
  const navigation = await navigationOf(page);
  await expect(page.locator('.shop-header__back')).toHaveCount(0);
  await expect(page.locator('[data-remote-module="./Navigation"]')).toHaveCount(0);
  await page.goto('/d/desktop-startseite');
  await slotMounted(page, './Header');
  await expect(page.locator('.shop-header__back')).toHaveCount(0);
  await page.goto(`/d${navigation.mainNavigation[0]!.url}`);
  await slotMounted(page, './Header');
  await expect(page.locator('.shop-header__back')).toBeVisible();
});
