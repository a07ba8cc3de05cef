import type { ChannelId } from '@shop/contracts';
import { expect, test, type Browser, type Page } from '../../support/test';
import { collectPageErrors } from '../../support/page-errors';
import {
  designerUrl,
  experimentOverrides,
  formatValues,
  loadedCalculator,
} from '../../support/calculator';
import { asSameShopper, withoutScripts } from '../../support/server-rendered';

/** A category page whose calculator block lies more than a screen below the top on this phone. */
const categoryPage: Record<ChannelId, string> = {
  wallart: '/wandbilder',
  kartenliebe: '/hochzeitskarten/',
};

// A short phone screen: the calculator starts more than one screen's height further down.
const viewport = { width: 390, height: 560 };
test.use({ viewport });

/**
 * Opens the category page as a shopper the edge has already sent it to with the calculator
 * rendered on the server: on a busy machine a first render can run out of a slot's time, and the
 * block then comes client-rendered, with nothing to wait for.
 */
async function openWithServerCalculator(
  page: Page,
  browser: Browser,
  baseURL: string,
  channel: ChannelId,
  options: Parameters<Page['goto']>[1] = {},
  search = '',
): Promise<void> {
  const path = `${categoryPage[channel]}${search}`;
  const served = await withoutScripts(browser, baseURL, path, {
    remote: 'mf_calculator',
    context: { viewport },
  });
  await asSameShopper(served, page);
  await served.context().close();
  await page.goto(path, options);
}

const calculatorSlot = (page: Page) => page.locator('[data-remote="mf_calculator"]').first();
const calculatorCodeStarted = (page: Page) =>
  page.evaluate(() => performance.getEntriesByName('remote-load-start:mf_calculator').length > 0);

/**
 * Opens the category page with the calculator rendered on the server and its files held back, as
 * on a slow connection, until `release`: the block shows its prices and waits for its code.
 */
async function openWithCalculatorFilesHeld(
  page: Page,
  browser: Browser,
  baseURL: string,
  channel: ChannelId,
  search = '',
) {
  let release = () => undefined as void;
  const filesMayCome = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/remotes/mf_calculator/**', async (route) => {
    await filesMayCome;
    await route.fallback();
  });
  await openWithServerCalculator(
    page,
    browser,
    baseURL,
    channel,
    { waitUntil: 'domcontentloaded' },
    search,
  );
  const calculator = await loadedCalculator(page);
  const slot = calculatorSlot(page);
  await expect(slot).toHaveAttribute('data-remote-state', 'waiting');
  return { calculator, slot, release };
}

test('a calculator block further down shows its prices at once and loads its code when the shopper comes near', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const errors = collectPageErrors(page);
  await openWithServerCalculator(page, browser, baseURL!, testInfo.project.name as ChannelId);
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
  browser,
  baseURL,
}, testInfo) => {
  const errors = collectPageErrors(page);
  await openWithServerCalculator(page, browser, baseURL!, testInfo.project.name as ChannelId);
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

test('a format chosen with the keyboard before its calculator has loaded is the one the block shows and links to', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const errors = collectPageErrors(page);
  // The calculator's files wait until the key has been pressed.
  const { calculator, slot, release } = await openWithCalculatorFilesHeld(
    page,
    browser,
    baseURL!,
    testInfo.project.name as ChannelId,
  );
  const checked = calculator.locator('.calc-formats input[type="radio"]:checked');
  const before = await checked.getAttribute('value');
  const linkBefore = (await designerUrl(calculator)).href;

  await checked.focus();
  await page.keyboard.press('ArrowRight');
  const chosen = await page.evaluate(() => (document.activeElement as HTMLInputElement).value);
  expect(chosen).not.toBe(before);
  await expect(slot).not.toHaveAttribute('data-remote-state', 'mounted');

  release();
  await expect(slot).toHaveAttribute('data-remote-state', 'mounted');
  await expect(calculator.locator(`.calc-formats input[value="${chosen}"]`)).toBeChecked();
  await expect.poll(async () => (await designerUrl(calculator)).href).not.toBe(linkBefore);
  expect(errors).toEqual([]);
});

test('a material chosen from the list before its calculator has loaded is the one the block prices and links to', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const errors = collectPageErrors(page);
  // The calculator's files wait until the choice is made; without the experiments the material is
  // a list, not tiles.
  const { calculator, slot, release } = await openWithCalculatorFilesHeld(
    page,
    browser,
    baseURL!,
    testInfo.project.name as ChannelId,
    `?${experimentOverrides()}`,
  );
  const material = calculator.locator('select.calc-select');
  const before = await material.inputValue();
  const chosen = (
    await material
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))
  ).find((value) => value !== before)!;
  const prices = calculator.locator('.calc-formats [data-price="current"]');
  const offerBefore = [await formatValues(calculator), await prices.allTextContents()];

  await material.selectOption(chosen);
  await expect(slot).not.toHaveAttribute('data-remote-state', 'mounted');

  release();
  await expect(slot).toHaveAttribute('data-remote-state', 'mounted');
  await expect(material).toHaveValue(chosen);
  // The block shows the chosen material's formats and prices, as after a choice it heard itself.
  await expect
    .poll(async () => [await formatValues(calculator), await prices.allTextContents()])
    .not.toEqual(offerBefore);
  const link = await designerUrl(calculator);
  expect([link.searchParams.get('materialType'), link.searchParams.get('productType')]).toContain(
    chosen,
  );
  expect(errors).toEqual([]);
});
