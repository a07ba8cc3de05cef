import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '../../support/test';
import type { NavigationConfig, NavigationItem, ShopDocumentData } from '@shop/contracts';

/** The document data the edge inlined into the page (what the navigation remote renders from). */
export async function documentData(page: Page): Promise<ShopDocumentData> {
  return JSON.parse((await page.locator('#shop-data').textContent()) ?? 'null') as ShopDocumentData;
}

export async function navigationOf(page: Page): Promise<NavigationConfig> {
  const { navigation } = await documentData(page);
  expect(navigation, 'the edge inlines the global configuration').not.toBeNull();
  return navigation!;
}

/** Waits until a slot of the navigation remote has mounted its parcel. */
export async function slotMounted(
  page: Page,
  module: './Header' | './Navigation' | './SubNavigation' | './Footer',
) {
  await expect(
    page.locator(`[data-remote="mf_navigation"][data-remote-module="${module}"]`),
  ).toHaveAttribute('data-remote-state', 'mounted');
}

/**
 * Waits until a slot of the navigation remote shows its HTML: its parcel mounted, or, for a slot
 * that waits for the shopper to come near (the footer), the server's HTML it will hydrate.
 */
export async function slotShown(
  page: Page,
  module: './Header' | './Navigation' | './SubNavigation' | './Footer',
) {
  await expect(
    page.locator(`[data-remote="mf_navigation"][data-remote-module="${module}"]`),
  ).toHaveAttribute('data-remote-state', /^(mounted|waiting)$/);
}

const wcag22aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** axe-core's WCAG 2.2 AA violations inside `selector`, as readable lines (empty when there are none). */
export async function accessibilityViolations(page: Page, selector: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include(selector).withTags(wcag22aa).analyze();
  return result.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}

/** Every item of a configuration tree: main items, sub-items and flyout items. */
export function allItems(items: NavigationItem[]): NavigationItem[] {
  return items.flatMap((item) => [
    item,
    ...allItems(item.subItems),
    ...allItems(item.flyoutGroups.flatMap((group) => group.flyoutGroupItems)),
  ]);
}
