import type { NavigationItem } from '@shop/contracts';
import { childrenOf, hasChildren, Icon, ItemLabel, NavLink } from '../../../entities/navigation';

type BurgerItemListProps = {
  items: NavigationItem[];
  basename: string;
  /** Opens an item's children on the next level. */
  onOpen(item: NavigationItem): void;
  /** False on the last level: items there only link. */
  canGoDeeper: boolean;
  openLabel(item: NavigationItem): string;
};

/** One level's items: headings, links, and buttons that lead one level deeper. */
export function BurgerItemList({
  items,
  basename,
  onOpen,
  canGoDeeper,
  openLabel,
}: BurgerItemListProps) {
  return (
    <ul className="burger__list">
      {items.map((item) => {
        if (item.isHeadlineItem) {
          return (
            <li key={item.id} className="burger__heading">
              {item.text}
            </li>
          );
        }
        const nested = canGoDeeper && hasChildren(item) && childrenOf(item).length > 0;
        return (
          <li key={item.id}>
            {nested ? (
              <button
                type="button"
                className="burger__entry"
                aria-label={openLabel(item)}
                onClick={() => onOpen(item)}
              >
                <span>{item.text}</span>
                <ItemLabel label={item.label} />
                <Icon name="next" size={20} />
              </button>
            ) : (
              <NavLink className="burger__entry" url={item.url} basename={basename}>
                <span>{item.text}</span>
                <ItemLabel label={item.label} />
              </NavLink>
            )}
          </li>
        );
      })}
    </ul>
  );
}
