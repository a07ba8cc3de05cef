import { chromium, type Browser } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../../chromium';
import type { BenchPage } from './pages';

/** `remote:module` → slot state, for every remote slot on the page once none is still loading. */
async function slotsOf(browser: Browser, url: string): Promise<Map<string, string>> {
  const page = await browser.newPage();
  try {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    // A server-rendered slot counts once its parcel has taken it over, like a client-rendered one.
    await page.waitForFunction(
      () => !document.querySelector('[data-remote-state="loading"], [data-remote-state="server"]'),
      undefined,
      { timeout: 30_000 },
    );
    const slots = await page
      .locator('[data-remote-module]')
      .evaluateAll((elements) =>
        elements.map((element) => [
          `${element.getAttribute('data-remote')}:${element.getAttribute('data-remote-module')}`,
          element.getAttribute('data-remote-state') ?? '',
        ]),
      );
    return new Map(slots as Array<[string, string]>);
  } finally {
    await page.close();
  }
}

/**
 * Loads every page and its floor twin once and fails unless the floor mounts every block the
 * shop mounts: a floor that leaves a block out would be lighter than the page it stands for.
 */
export async function checkSameBlocks(pages: BenchPage[]): Promise<void> {
  const browser = await chromium.launch({
    executablePath: chromiumExecutable,
    args: chromiumArgs,
  });
  try {
    const problems: string[] = [];
    for (const page of pages) {
      const shop = await slotsOf(browser, page.url);
      const floor = await slotsOf(browser, page.floorUrl);
      for (const [slot, state] of shop) {
        // A shop slot that failed is the shop's problem, shown but not the floor's to copy.
        if (state !== 'mounted') console.warn(`  ${page.name}: the shop's ${slot} is ${state}`);
        else if (floor.get(slot) !== 'mounted')
          problems.push(`${page.name}: the floor's ${slot} is ${floor.get(slot) ?? 'missing'}`);
      }
      for (const slot of floor.keys())
        if (!shop.has(slot)) problems.push(`${page.name}: only the floor mounts ${slot}`);
      console.log(`same blocks ${page.name}: ${[...shop.keys()].join(', ')}`);
    }
    if (problems.length)
      throw new Error(
        `the floor does not render the same pages (see scripts/bench/monolith-runtime.ts):\n  ${problems.join('\n  ')}`,
      );
  } finally {
    await browser.close();
  }
}
