import { expect, test } from '../../support/test';
import { importPrices, type PriceRow } from '../../support/catalogue-import';
import { asSameShopper, hydrationProblems, withoutScripts } from '../../support/server-rendered';

// The canvas 60 × 40 cm the start page's calculator block shows selected, as the seed prices it.
const canvas = {
  channel: 'wallart',
  country: 'de',
  currency: 'EUR',
  article: 'format/leinwand/600x400',
};
const selectedPrice =
  '[data-remote="mf_calculator"] [data-format="600x400"] [data-price="current"]';
const euros = (text: string | null) =>
  Number(
    /(\d+),(\d\d)/
      .exec(text ?? '')!
      .slice(1)
      .join('.'),
  );

test('a price imported into the catalogue shows on the next load of a kept page, and hydrates as sent', async ({
  browser,
  baseURL,
  page,
}) => {
  // The nested block's server build and prices may still be loading for the first documents.
  const served = await withoutScripts(browser, baseURL!, '/', { remote: 'mf_calculator' });
  const price = served.locator(selectedPrice);
  await expect(price).toHaveText(/\d,\d\d\s?€/);
  const seeded: PriceRow = {
    ...canvas,
    priceCurrent: euros(await price.textContent()),
    priceOriginal: euros(
      await served.locator(selectedPrice.replace('current', 'original')).textContent(),
    ),
  };
  // Kept: the edge sends the finished document it made before.
  await expect
    .poll(async () => (await served.goto('/'))?.headers()['x-edge-render'])
    .toBe('document');
  const lowered = Math.round((seeded.priceCurrent - 1) * 100) / 100;
  importPrices([{ ...seeded, priceCurrent: lowered }]);
  try {
    const shown = `${lowered.toFixed(2).replace('.', ',')}`;
    // Within the catalogue feed's round trip, far from the minute a kept page with prices lasts.
    await expect
      .poll(async () => (await served.goto('/'), price.textContent()), { timeout: 15_000 })
      .toContain(shown);
    await asSameShopper(served, page);
    const problems = hydrationProblems(page);
    await page.goto('/');
    const calculator = page.locator('[data-remote="mf_calculator"]');
    // Below the first screen, the block loads its code once the shopper scrolls to it.
    await calculator.scrollIntoViewIfNeeded();
    await expect(calculator).toHaveAttribute('data-remote-state', 'mounted');
    await expect(page.locator(selectedPrice)).toContainText(shown);
    expect(problems).toEqual([]);
  } finally {
    importPrices([seeded]);
    await served.context().close();
  }
});
