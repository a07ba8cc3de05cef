import type { NavigationItem, NavigationTileType } from '@shop/contracts';

/** Items of the desktop bar: those marked burger-only stay in the burger. */
export const barItems = (items: NavigationItem[]): NavigationItem[] =>
  items.filter((item) => !item.isOnlyInBurgerNavigation);

/** Whether an item leads further inside the menus (sub-items or flyout groups) rather than straight to its page. */
export const hasChildren = (item: NavigationItem): boolean =>
  item.subItems.length > 0 || item.flyoutGroups.some((group) => group.flyoutGroupItems.length > 0);

/** A sub-item's tile shape: its own override, else its parent's tile type, else square. */
export const tileTypeOf = (item: NavigationItem, parent: NavigationItem): NavigationTileType =>
  item.typeOverride ?? parent.subNaviTileType ?? 'square';

/** The children the burger lists for an item: its sub-items, else its flyout groups' items. */
export function childrenOf(item: NavigationItem): NavigationItem[] {
  if (item.subItems.length > 0) return item.subItems;
  const seen = new Set<string>();
  return item.flyoutGroups
    .flatMap((group) => group.flyoutGroupItems)
    .filter((child) => (seen.has(child.url) ? false : (seen.add(child.url), true)));
}
