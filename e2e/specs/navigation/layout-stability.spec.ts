import { expect, test } from '../../support/test';
import { navigationOf, slotShown } from './navigation-helpers';

declare global {
  interface Window {
    __layoutShifts: Array<{ value: number; sources: string[] }>;
  }
}

for (const width of [390, 1366]) {
  test(`header, navigation, sub-navigation and footer load without moving the page at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.addInitScript(() => {
      window.__layoutShifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<
          PerformanceEntry & { value: number; sources?: Array<{ node?: Node | null }> }
        >) {
          window.__layoutShifts.push({
            value: entry.value,
            sources: (entry.sources ?? []).map(
              (source) => (source.node as Element | null)?.className ?? '',
            ),
          });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    const navigation = await navigationOf(page);
    // A page with every slot: a category page that shows a sub-navigation.
    const category = navigation.mainNavigation.find((item) => item.alwaysShowSubNavi)!;
    await page.goto(category.url);
    for (const module of ['./Header', './Navigation', './SubNavigation', './Footer'] as const)
      await slotShown(page, module);
    await page.waitForLoadState('networkidle');
    const shifts = await page.evaluate(() => window.__layoutShifts);
    expect(shifts).toEqual([]);
  });
}
