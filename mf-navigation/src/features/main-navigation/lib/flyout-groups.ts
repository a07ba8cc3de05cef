import type { FlyoutGroup } from '@shop/contracts';

/** The wall-art menu's named groups come first, in this order; other groups (single items) follow. */
const groupOrder = ['bestseller', 'premium', 'additional'];

export function orderedGroups(groups: FlyoutGroup[]): FlyoutGroup[] {
  const rank = (group: FlyoutGroup) => {
    const index = groupOrder.indexOf(group.flyoutGroupIdentifier);
    return index === -1 ? groupOrder.length : index;
  };
  return groups
    .filter((group) => group.flyoutGroupItems.length > 0)
    .sort((a, b) => rank(a) - rank(b));
}
