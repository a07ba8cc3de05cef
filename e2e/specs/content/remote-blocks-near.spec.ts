import type { ChannelId } from '@shop/contracts';
import { expect, test, type Page } from '../../support/test';
import { collectPageErrors } from '../../support/page-errors';
import { designerUrl, formatValues, loadedCalculator } from '../../support/calculator';

/** A category page whose calculator block lies more than a screen below the top on this phone. */
const categoryPage: Record<ChannelId, string> = {
  wallart: '/wandbilder',
  kartenliebe: '/hochzeitskarten/',
};

// A short phone screen: the calculator starts more than one screen's height further down.
test.use({ viewport: { width: 390, height: 560 } });

const calculatorSlot = (page: Page) => page.locator('[data-remote="mf_calculator"]').first();
const calculatorCodeStarted = (page: Page) =>
  page.evaluate(() => performance.getEntriesByName('remote-load-start:mf_calculator').length > 0);

test('a calculator block further down shows its prices at once and loads its code when the shopper comes near', async ({
  page,
}, testInfo) => {
  const errors = collectPageErrors(page);
  await page.goto(categoryPage[testInfo.project.name as ChannelId]);
  await expect(page.locator('[data-remote="mf_cms_page"]')).toHaveAttribute(
    'data-remote-state',
    'mounted',
  );
  const slot = calculatorSlot(page);
  await expect(slot).toHaveAttribute('data-remote-state', 'waiting');
  await expect(slot.locator('[data-price="current"]').first()).toHaveText(/\d/);
  expect(await calculatorCodeStarted(page)).toBe(false);

  await slot.scrollIntoViewIfNeeded();
  await expect(slot).toHaveAttribute('data-remote-state', 'mounted');
  expect(await calculatorCodeStarted(page)).toBe(true);
  expect(errors).toEqual([]);
});

test('a tap on a format before its calculator has loaded is not lost: it takes effect once the block answers', async ({
  page,
}, testInfo) => {
  const errors = collectPageErrors(page);
  await page.goto(categoryPage[testInfo.project.name as ChannelId]);
  const calculator = await loadedCalculator(page);
  await expect(calculatorSlot(page)).toHaveAttribute('data-remote-state', 'waiting');
  const value = (await calculator
    .locator('.calc-formats input[type="radio"]:not(:checked)')
    .first()
    .getAttribute('value'))!;
  expect(await formatValues(calculator)).toContain(value);
  const chosen = calculator.locator(`.calc-formats input[value="${value}"]`);
  const linkBefore = (await designerUrl(calculator)).href;

  // Scrolled to and tapped at once, as a shopper who flicks down to it does.
  await chosen.click();
  await expect(calculatorSlot(page)).toHaveAttribute('data-remote-state', 'mounted');
  await expect(chosen).toBeChecked();
  // The block answered the tap: its designer link is the chosen format's now.
  await expect.poll(async () => (await designerUrl(calculator)).href).not.toBe(linkBefore);
  expect(errors).toEqual([]);
});
