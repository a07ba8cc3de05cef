export { linkTarget, isCurrentLink, type LinkTarget } from './lib/href';
export { barItems, hasChildren, tileTypeOf, childrenOf } from './lib/items';
export { Icon, type IconName } from './ui/icon';
export { NavLink } from './ui/nav-link';
export { ItemLabel } from './ui/item-label';
