import { expect, test } from '../../support/test';
import { renderInBrowserOnly } from '../../support/client-rendered';
import { calculatorExperiments, type CalculatorExperiment } from '@shop/contracts';
import {
  designerUrl,
  experimentOverrides,
  formatValues,
  loadedCalculator,
} from '../../support/calculator';

test.describe('wall-art calculator', () => {
  test('each experiment renders its variant when forced by the URL', async ({ page }) => {
    await page.goto(
      `/?${experimentOverrides(['topDealLabels', 'nudging', 'orientationSwap', 'framedAcrylicTeaser', 'materialTiles'])}`,
    );
    const calculator = await loadedCalculator(page);
    await expect(calculator).toHaveAttribute(
      'data-experiments',
      'topDealLabels nudging orientationSwap framedAcrylicTeaser materialTiles',
    );
    // Materials as tiles, the top deal and the most chosen format marked, the saving named.
    await expect(calculator.getByRole('radio', { name: /Leinwand/ })).toBeChecked();
    await expect(calculator.locator('[data-badge="top-deal"]')).toHaveCount(1);
    await expect(calculator.locator('[data-badge="popular"]')).toHaveCount(1);
    await calculator
      .locator('.calc-format', { has: page.locator('s') })
      .first()
      .locator('input')
      .check();
    await expect(calculator.locator('[data-nudge="savings"]')).toContainText('Sie sparen');
    // Portrait formats: 60 × 40 cm is offered as 40 × 60 cm and opens turned in the designer.
    const row = calculator.locator('.calc-format[data-format="600x400"]');
    await expect(row).toContainText('40 × 60 cm');
    await row.locator('input').check();
    expect((await designerUrl(calculator)).searchParams.get('formatType')).toBe('400x600');
    // The framed acrylic teaser shows a live price from the shop.
    const teaser = calculator.locator('[data-teaser="framed-acrylic"]');
    await expect(teaser.locator('[data-price="current"]')).toHaveText(/\d+,\d\d\s€/);
    const teaserLink = new URL((await teaser.getByRole('link').getAttribute('href'))!, 'http://x');
    expect(teaserLink.searchParams.get('materialType')).toBe('acrylglas');
    expect(teaserLink.searchParams.get('frameType')).toMatch(/^schattenfuge-platte/);
  });

  // Markers of each variant: forced alone, an experiment shows its own and none of the others'.
  const markers: Record<CalculatorExperiment, string> = {
    topDealLabels: '[data-badge="top-deal"]',
    nudging: '[data-badge="popular"]',
    orientationSwap: '.calc-format[data-format="600x400"]:has-text("40 × 60 cm")',
    framedAcrylicTeaser: '[data-teaser="framed-acrylic"]',
    materialTiles: '.calc-materials--tiles',
  };
  for (const experiment of Object.keys(calculatorExperiments) as CalculatorExperiment[]) {
    test(`${calculatorExperiments[experiment]} alone renders its variant and no other`, async ({
      page,
    }) => {
      await page.goto(`/?${experimentOverrides([experiment])}`);
      const calculator = await loadedCalculator(page);
      await expect(calculator).toHaveAttribute('data-experiments', experiment);
      for (const [other, marker] of Object.entries(markers))
        await expect(calculator.locator(marker).first()).toHaveCount(other === experiment ? 1 : 0);
    });
  }

  test('without the experiments the calculator is the plain one', async ({ page }) => {
    await page.goto(`/?${experimentOverrides()}`);
    const calculator = await loadedCalculator(page);
    await expect(calculator).toHaveAttribute('data-experiments', '');
    await expect(calculator.getByLabel('Material')).toHaveJSProperty('tagName', 'SELECT');
    await expect(calculator.locator('[data-badge="top-deal"], [data-badge="popular"]')).toHaveCount(
      0,
    );
    await expect(calculator.locator('[data-teaser]')).toHaveCount(0);
  });

  test('a failed price load shows the formats without prices and a retry that loads them', async ({
    page,
  }) => {
    // A block whose prices the edge could not load comes to the browser without them, and loads them there.
    await renderInBrowserOnly(page);
    let failures = 0;
    // Two failures: the API client retries a failed GET once on its own.
    await page.route('**/web-api/calculator/reference*', async (route) => {
      if (failures < 2) {
        failures += 1;
        await route.fulfill({ status: 503, json: { message: 'unavailable' } });
      } else await route.continue();
    });
    await page.goto(`/?${experimentOverrides()}`);
    const calculator = page.locator('section.calc[data-calculator-state]').first();
    await expect(calculator).toHaveAttribute('data-calculator-state', 'error');
    expect((await formatValues(calculator)).length).toBeGreaterThanOrEqual(3);
    await expect(calculator.locator('[data-price="current"]')).toHaveCount(0);
    await calculator.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(calculator).toHaveAttribute('data-calculator-state', 'success');
    expect(await calculator.locator('[data-price="current"]').count()).toBeGreaterThanOrEqual(3);
  });
});
