import { useRef, useState, type KeyboardEvent } from 'react';
import { useUnit } from 'effector-react';
import { flyoutMinWidth } from '@shop/catalogue';
import type { NavigationItem, NavigationProps } from '@shop/contracts';
import { barItems, isCurrentLink, ItemLabel, NavLink } from '../../../entities/navigation';
import { useTranslate } from '../../../shared/i18n/use-translate';
import { useMediaQuery } from '../../../shared/lib/use-media-query';
import { useLocationSearch } from '../../../shared/lib/use-location-search';
import { orderedGroups } from '../lib/flyout-groups';
import { $openFlyout, flyoutCleared, flyoutRequested, pointerLeft } from '../model/flyout-model';
import { Flyout } from './flyout';
import './main-navigation.css';

/** `page` on the item's own page, `true` on a page of its section (the same path with other filters). */
function currentOf(url: string, pathname: string, search: string): 'page' | 'true' | undefined {
  if (isCurrentLink(url, pathname, search)) return 'page';
  return url.split(/[?#]/)[0] === pathname ? 'true' : undefined;
}

/** The main navigation: a horizontally scrollable bar; on desktop widths with a pointer, flyouts on hover and keyboard. */
export function MainNavigation({ locale, basename, pathname, navigation }: NavigationProps) {
  const t = useTranslate(locale);
  const [openId, request, left, clear] = useUnit([
    $openFlyout,
    flyoutRequested,
    pointerLeft,
    flyoutCleared,
  ]);
  // Flyouts only where there is room and a hovering pointer; below that the burger carries the levels.
  const search = useLocationSearch();
  const flyouts = useMediaQuery(`(min-width: ${flyoutMinWidth}px) and (hover: hover)`);
  const navRef = useRef<HTMLElement>(null);
  const [top, setTop] = useState(0);
  if (!navigation) return null;
  const items = barItems(navigation.mainNavigation);

  const open = (item: NavigationItem) => {
    setTop(navRef.current?.getBoundingClientRect().bottom ?? 0);
    request(item.id);
  };
  const onKeyDown = (
    event: KeyboardEvent<HTMLAnchorElement>,
    item: NavigationItem,
    withFlyout: boolean,
  ) => {
    if (!withFlyout) return;
    if ((event.key === 'Enter' && openId !== item.id) || event.key === 'ArrowDown') {
      event.preventDefault();
      open(item);
      if (event.key === 'ArrowDown') {
        const panel = event.currentTarget.parentElement;
        requestAnimationFrame(() =>
          panel?.querySelector<HTMLElement>('.main-nav__flyout a')?.focus(),
        );
      }
    } else if (event.key === 'Escape' && openId === item.id) {
      clear();
    }
  };

  return (
    <nav
      ref={navRef}
      className="main-nav"
      aria-label={t('navigation.main')}
      onBlur={(event) =>
        !event.currentTarget.contains(event.relatedTarget as Node | null) && clear()
      }
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !openId) return;
        clear();
        navRef.current?.querySelector<HTMLElement>(`[data-item="${openId}"]`)?.focus();
      }}
    >
      <ul className="main-nav__list">
        {items.map((item) => {
          const withFlyout = flyouts && orderedGroups(item.flyoutGroups).length > 0;
          const expanded = withFlyout && openId === item.id;
          const flyoutId = `main-nav-flyout-${item.id}`;
          return (
            <li
              key={item.id}
              className="main-nav__item"
              onMouseEnter={withFlyout ? () => open(item) : undefined}
              onMouseLeave={withFlyout ? () => left() : undefined}
            >
              <NavLink
                className="main-nav__link"
                url={item.url}
                basename={basename}
                data-item={item.id}
                aria-current={currentOf(item.url, pathname, search)}
                aria-haspopup={withFlyout ? 'true' : undefined}
                aria-expanded={withFlyout ? expanded : undefined}
                aria-controls={expanded ? flyoutId : undefined}
                onKeyDown={(event) => onKeyDown(event, item, withFlyout)}
              >
                {item.text}
                <ItemLabel label={item.label} />
              </NavLink>
              {expanded && <Flyout id={flyoutId} item={item} basename={basename} top={top} />}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
