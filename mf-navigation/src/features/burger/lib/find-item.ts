import type { NavigationItem } from '@shop/contracts';
import { childrenOf } from '../../../entities/navigation';

/** The items a trail of ids leads through, as far as they are still in the configuration. */
export function itemsOnTrail(items: NavigationItem[], trail: string[]): NavigationItem[] {
  const found: NavigationItem[] = [];
  let level = items;
  for (const id of trail) {
    const item = level.find((candidate) => candidate.id === id);
    if (!item) break;
    found.push(item);
    level = childrenOf(item);
  }
  return found;
}
