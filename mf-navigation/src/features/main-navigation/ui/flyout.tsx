import type { NavigationItem } from '@shop/contracts';
import { ItemLabel, NavLink } from '../../../entities/navigation';
import { orderedGroups } from '../lib/flyout-groups';

type FlyoutProps = { id: string; item: NavigationItem; basename: string; top: number };

/** A main item's flyout: one column per group (bestseller, premium, additional, single items). */
export function Flyout({ id, item, basename, top }: FlyoutProps) {
  return (
    <div id={id} className="main-nav__flyout" style={{ top }} data-testid="flyout">
      {orderedGroups(item.flyoutGroups).map((group) => (
        <section
          key={group.flyoutGroupIdentifier}
          className="main-nav__group"
          data-group={group.flyoutGroupIdentifier}
        >
          {group.flyoutGroupTitle && (
            <h3 className="main-nav__group-title">
              {group.flyoutGroupTitle}
              {group.badge && <span className="main-nav__badge">{group.badge}</span>}
            </h3>
          )}
          <ul className="main-nav__group-list">
            {group.flyoutGroupItems.map((child) => (
              <li key={child.id}>
                <NavLink className="main-nav__flyout-link" url={child.url} basename={basename}>
                  {child.text}
                  <ItemLabel label={child.label} />
                </NavLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
