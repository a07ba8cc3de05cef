import { expect, test } from '../../support/test';
import { collectPageErrors } from '../../support/page-errors';
import { accessibilityViolations, navigationOf, slotMounted } from './navigation-helpers';

test.describe('burger navigation on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens with the configured links and a locked page, goes to the second level and back, and closes from 1000 px', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await page.goto('/');
    await slotMounted(page, './Header');
    const navigation = await navigationOf(page);
    const nested = navigation.mainNavigation.find((item) => item.subItems.length > 0)!;

    const button = page.getByTestId('burger-button');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    const name = await button.getAttribute('aria-label');
    expect(name).toBeTruthy();
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('dialog');
    await expect(menu).toBeVisible();
    expect(await menu.getByRole('link').count()).toBeGreaterThanOrEqual(5);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    // Burger-only items, shops and the click-to-call hotline are in the menu.
    const burgerOnly = navigation.mainNavigation.find((item) => item.isOnlyInBurgerNavigation);
    if (burgerOnly)
      await expect(
        menu.getByRole('link', { name: burgerOnly.text, exact: true }).first(),
      ).toBeVisible();
    await expect(menu.locator(`a[href="${navigation.hotline!.href}"]`)).toBeVisible();
    expect(await accessibilityViolations(page, '[role="dialog"]')).toEqual([]);

    await menu.getByRole('button', { name: new RegExp(`^${nested.text}`) }).click();
    await expect(menu).toHaveAttribute('data-level', 'secondary');
    await expect(menu.getByRole('heading', { name: nested.text })).toBeFocused();
    const firstChild = nested.subItems.find((item) => !item.isHeadlineItem)!;
    await expect(menu.getByRole('link', { name: firstChild.text, exact: true })).toBeVisible();
    await menu.locator('.burger__back').click();
    await expect(menu).toHaveAttribute('data-level', 'primary');

    await page.setViewportSize({ width: 1100, height: 844 });
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    expect(errors).toEqual([]);
  });

  test('an Austrian shopper is offered the Austrian hotline, though the page is the German content', async ({
    page,
  }, testInfo) => {
    const base = new URL(testInfo.project.use.baseURL!);
    base.hostname = base.hostname === 'localhost' ? 'at.localhost' : 'kartenliebe-at.localhost';
    await page.goto(base.href);
    await slotMounted(page, './Header');
    await page.getByTestId('burger-button').click();
    const call = page.getByRole('dialog').locator('a[href^="tel:"]');
    await expect(call).toHaveAttribute('href', 'tel:+43800201486');
    await expect(call).toContainText('0800 201 486');
  });

  test('Escape closes it, gives the focus back to the button and reopens on the first level', async ({
    page,
  }) => {
    await page.goto('/');
    await slotMounted(page, './Header');
    const navigation = await navigationOf(page);
    const nested = navigation.mainNavigation.find((item) => item.subItems.length > 0)!;
    const button = page.getByTestId('burger-button');
    await button.click();
    const menu = page.getByRole('dialog');
    await menu.getByRole('button', { name: new RegExp(`^${nested.text}`) }).click();
    await expect(menu).toHaveAttribute('data-level', 'secondary');
    for (let step = 0; step < 6; step += 1) {
      await page.keyboard.press('Tab');
      expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await button.click();
    await expect(page.getByRole('dialog')).toHaveAttribute('data-level', 'primary');
  });
});

for (const width of [320, 390]) {
  test(`the header fits one row at ${width} px, every item reachable by name`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await slotMounted(page, './Header');
    const header = page.locator('header.shop-header');
    const box = (await header.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(64);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    for (const control of [
      page.getByTestId('burger-button'),
      header.locator('.shop-header__logo'),
      page.getByTestId('account-item'),
      header.locator('.shop-header__cart'),
    ]) {
      const item = (await control.boundingBox())!;
      expect(item.y).toBeGreaterThanOrEqual(box.y);
      expect(item.y + item.height).toBeLessThanOrEqual(box.y + box.height);
      expect(item.x + item.width).toBeLessThanOrEqual(width);
    }
    await expect(header.locator('.shop-header__cart')).toHaveAccessibleName(/\d/);
    expect(await accessibilityViolations(page, 'header.shop-header')).toEqual([]);
  });
}
