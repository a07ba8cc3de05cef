import { calculatorExperiments, type CalculatorExperiment } from '@shop/contracts';
import { expect, type Locator, type Page } from '@playwright/test';

/** Query string that forces every calculator experiment to `on` or `off` through the flag overrides. */
export function experimentOverrides(on: readonly CalculatorExperiment[] = []): string {
  const params = new URLSearchParams();
  for (const [key, flag] of Object.entries(calculatorExperiments)) {
    params.append('ff_feature', flag);
    params.append('ff_treatment', on.includes(key as CalculatorExperiment) ? 'on' : 'off');
  }
  return params.toString();
}

/** The first calculator block of the page once its prices have loaded. */
export async function loadedCalculator(page: Page): Promise<Locator> {
  const calculator = page.locator('section.calc[data-calculator-state]').first();
  await expect(calculator).toHaveAttribute('data-calculator-state', 'success');
  return calculator;
}

/**
 * The first calculator block once its code answers: a block below the first screen loads it when
 * the shopper scrolls to it, as here. For steps no tap starts (choosing from a select).
 */
export async function answeringCalculator(page: Page): Promise<Locator> {
  const calculator = await loadedCalculator(page);
  await calculator.scrollIntoViewIfNeeded();
  await expect(page.locator('[data-remote="mf_calculator"]').first()).toHaveAttribute(
    'data-remote-state',
    'mounted',
  );
  return calculator;
}

/** Values of the format radio options as listed. */
export async function formatValues(calculator: Locator): Promise<string[]> {
  return calculator
    .locator('.calc-formats input[type="radio"]')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
}

/** The call to action's designer URL, parsed. */
export async function designerUrl(calculator: Locator): Promise<URL> {
  const href = await calculator.locator('a.calc__cta').getAttribute('href');
  return new URL(href!, 'http://shop.invalid');
}
