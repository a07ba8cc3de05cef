import { expect, test, type Page } from '../../support/test';
import { developmentHost, type CountryCode } from '@shop/catalogue';
import type { ChannelId } from '@shop/contracts';
import { collectPageErrors } from '../../support/page-errors';
import {
  answeringCalculator,
  designerUrl,
  experimentOverrides,
  formatValues,
  loadedCalculator,
} from '../../support/calculator';

const port = process.env.E2E_PORT;

/** The German and the Swiss shop of each brand, with how their prices are written. */
const shops = [
  { country: 'de', locale: 'de-DE', price: /^\d{1,3}(\.\d{3})*,\d\d\s€$/ },
  { country: 'ch', locale: 'de-CH', price: /^CHF\s\d{1,3}('\d{3})*\.\d\d$/ },
] as const satisfies ReadonlyArray<{ country: CountryCode; locale: string; price: RegExp }>;

/** A price as a number: `1.234,95 €` and `CHF 1'234.90` alike. */
const amount = (text: string) => {
  const digits = text.replace(/[^\d.,]/g, '');
  return Number(/,\d\d$/.test(digits) ? digits.replace(/\./g, '').replace(',', '.') : digits);
};

const channelOf = () => test.info().project.name as ChannelId;

function openStartPage(page: Page, country: CountryCode) {
  return page.goto(
    `http://${developmentHost(channelOf(), country)}:${port}/?${experimentOverrides()}`,
  );
}

for (const shop of shops) {
  test.describe(`the start page calculator, ${shop.locale} shop`, () => {
    test('offers materials with priced formats, a reduced one struck through, and a designer link for the choice', async ({
      page,
    }) => {
      const errors = collectPageErrors(page);
      await openStartPage(page, shop.country);
      const calculator = await answeringCalculator(page);
      const brand =
        (await calculator.getAttribute('data-product')) === 'card' ? 'card' : 'wall art';

      const material = calculator.getByLabel(brand === 'card' ? 'Kartenart' : 'Material');
      const materials = await material
        .locator('option')
        .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
      expect(materials.length).toBeGreaterThanOrEqual(3);
      const currentPrices = calculator.locator('.calc-formats [data-price="current"]');
      expect(await currentPrices.count()).toBeGreaterThanOrEqual(3);
      for (const text of await currentPrices.allTextContents()) expect(text).toMatch(shop.price);

      // Some material of the block has a reduced format: its original price is struck through and higher.
      let reduced = false;
      for (const value of materials) {
        await material.selectOption(value);
        const row = calculator
          .locator('.calc-formats .calc-format')
          .filter({ has: page.locator('s[data-price="original"]') })
          .first();
        if ((await row.count()) === 0) continue;
        const original = (await row.locator('[data-price="original"]').textContent())!;
        const current = (await row.locator('[data-price="current"]').textContent())!;
        expect(original).toMatch(shop.price);
        expect(amount(original)).toBeGreaterThan(amount(current));
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
      expect(link.searchParams.get('locale')).toBe(shop.locale);
      expect(link.searchParams.get('formatType')).toBe(chosen);
      expect(link.searchParams.get(brand === 'card' ? 'productType' : 'materialType')).toBe(
        materials[1],
      );
      expect(errors).toEqual([]);
    });

    test('More formats opens the dialog, and a format picked there shows as an extra selected option', async ({
      page,
    }) => {
      await openStartPage(page, shop.country);
      const calculator = await loadedCalculator(page);
      const listed = await formatValues(calculator);
      await calculator.getByRole('button', { name: /weitere formate/i }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      for (const text of await dialog.locator('[data-price="current"]').allTextContents())
        expect(text).toMatch(shop.price);
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
      const link = await designerUrl(calculator);
      expect(link.searchParams.get('formatType')).toBe(unlisted);
      expect(link.searchParams.get('locale')).toBe(shop.locale);

      // Choosing another format clears the extra option.
      await calculator.locator(`.calc-formats input[value="${listed[0]}"]`).check();
      await expect(extra).toHaveCount(0);
    });
  });
}
