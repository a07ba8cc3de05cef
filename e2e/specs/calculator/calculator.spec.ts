import { expect, test } from '@playwright/test';
import { collectPageErrors } from '../../support/page-errors';
import {
  designerUrl,
  experimentOverrides,
  formatValues,
  loadedCalculator,
} from '../../support/calculator';

const euro = /^\d+,\d\d\s€$/;
const amount = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

test.describe('the start page calculator', () => {
  test('offers materials with priced formats, a reduced one struck through, and a designer link for the choice', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await page.goto(`/?${experimentOverrides()}`);
    const calculator = await loadedCalculator(page);
    const brand = (await calculator.getAttribute('data-product')) === 'card' ? 'card' : 'wall art';

    const material = calculator.getByLabel(brand === 'card' ? 'Kartenart' : 'Material');
    const materials = await material
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(materials.length).toBeGreaterThanOrEqual(3);
    const currentPrices = calculator.locator('.calc-formats [data-price="current"]');
    expect(await currentPrices.count()).toBeGreaterThanOrEqual(3);
    for (const text of await currentPrices.allTextContents()) expect(text).toMatch(euro);

    // Some material of the block has a reduced format: its original price is struck through and higher.
    let reduced = false;
    for (const value of materials) {
      await material.selectOption(value);
      const row = calculator
        .locator('.calc-formats .calc-format')
        .filter({ has: page.locator('s[data-price="original"]') })
        .first();
      if ((await row.count()) === 0) continue;
      const original = await row.locator('[data-price="original"]').textContent();
      const current = await row.locator('[data-price="current"]').textContent();
      expect(amount(original!)).toBeGreaterThan(amount(current!));
      reduced = true;
      break;
    }
    expect(reduced, `a struck-through price on the ${brand} calculator`).toBe(true);

    // A material change shows that material's formats with its initial format chosen.
    await material.selectOption(materials[0]!);
    const firstFormats = await formatValues(calculator);
    const firstPrices = await currentPrices.allTextContents();
    await material.selectOption(materials[1]!);
    await expect
      .poll(async () => [await formatValues(calculator), await currentPrices.allTextContents()])
      .not.toEqual([firstFormats, firstPrices]);
    await expect(calculator.locator('.calc-formats input:checked')).toHaveCount(1);

    const link = await designerUrl(calculator);
    const chosen = await calculator.locator('.calc-formats input:checked').getAttribute('value');
    expect(link.searchParams.get('locale')).toBe('de-DE');
    expect(link.searchParams.get('formatType')).toBe(chosen);
    expect(link.searchParams.get(brand === 'card' ? 'productType' : 'materialType')).toBe(
      materials[1],
    );
    expect(errors).toEqual([]);
  });

  test('More formats opens the dialog, and a format picked there shows as an extra selected option', async ({
    page,
  }) => {
    await page.goto(`/?${experimentOverrides()}`);
    const calculator = await loadedCalculator(page);
    const listed = await formatValues(calculator);
    await calculator.getByRole('button', { name: /weitere formate/i }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const offered = await dialog
      .locator('input[type="radio"]')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    const unlisted = offered.find((value) => !listed.includes(value));
    expect(unlisted, 'the dialog offers more formats than the block lists').toBeDefined();
    // Picking closes the dialog at once, so the radio is clicked rather than checked.
    await dialog.locator(`input[value="${unlisted}"]`).click();
    await expect(dialog).toBeHidden();

    const extra = calculator.locator('.calc-format[data-extra]');
    await expect(extra).toHaveAttribute('data-format', unlisted!);
    await expect(extra.locator('input')).toBeChecked();
    expect((await designerUrl(calculator)).searchParams.get('formatType')).toBe(unlisted);

    // Choosing another format clears the extra option.
    await calculator.locator(`.calc-formats input[value="${listed[0]}"]`).check();
    await expect(extra).toHaveCount(0);
  });
});
