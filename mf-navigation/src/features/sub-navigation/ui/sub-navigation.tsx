import { useRef } from 'react';
import { subNavigationItem } from '@shop/catalogue';
import type { SubNavigationProps } from '@shop/contracts';
import { Icon, isCurrentLink, tileTypeOf } from '../../../entities/navigation';
import { useTranslate } from '../../../shared/i18n/use-translate';
import { useOverflow } from '../lib/use-overflow';
import { Tile } from './tile';
import './sub-navigation.css';

/** The page's sub-navigation: its navigation item's tiles and category headings in a scrolling row. */
export function SubNavigation({
  locale,
  basename,
  pathname,
  search,
  navigation,
  activeNavigation,
}: SubNavigationProps) {
  const t = useTranslate(locale);
  const rowRef = useRef<HTMLUListElement>(null);
  const [overflow, measure] = useOverflow(rowRef);
  const item = subNavigationItem(navigation, activeNavigation, `${pathname}${search}`);
  if (!item) return null;
  const scroll = (direction: 1 | -1) =>
    rowRef.current?.scrollBy({
      left: direction * rowRef.current.clientWidth * 0.8,
      behavior: 'smooth',
    });

  return (
    <nav
      className="sub-nav"
      aria-label={item.subnaviTitle ?? t('navigation.subNavigation')}
      data-testid="sub-navigation"
    >
      {overflow.before && (
        <button
          type="button"
          className="sub-nav__scroll sub-nav__scroll--back"
          aria-label={t('navigation.scrollBack')}
          onClick={() => scroll(-1)}
        >
          <Icon name="back" />
        </button>
      )}
      <ul ref={rowRef} className="sub-nav__row" onScroll={measure}>
        {item.subItems.map((sub) =>
          sub.isHeadlineItem ? (
            <li key={sub.id} className="sub-nav__heading">
              <span>{sub.text}</span>
            </li>
          ) : (
            <Tile
              key={sub.id}
              item={sub}
              type={tileTypeOf(sub, item)}
              basename={basename}
              current={isCurrentLink(sub.url, pathname, search)}
            />
          ),
        )}
      </ul>
      {overflow.after && (
        <button
          type="button"
          className="sub-nav__scroll sub-nav__scroll--forward"
          aria-label={t('navigation.scrollForward')}
          onClick={() => scroll(1)}
        >
          <Icon name="next" />
        </button>
      )}
    </nav>
  );
}
