import { useEffect, useId, useLayoutEffect, useRef, type RefObject } from 'react';
import { useUnit } from 'effector-react';
import type { NavigationConfig, NavigationItem } from '@shop/contracts';
import type { Translate } from '@shop/i18n';
import { useBodyScrollLock } from '@shop/ui';
import { childrenOf, Icon, NavLink } from '../../../entities/navigation';
import { itemsOnTrail } from '../lib/find-item';
import {
  $currentLevel,
  $primaryScrollTop,
  $trail,
  backClicked,
  burgerClosed,
  itemOpened,
  primaryScrolled,
} from '../model/burger-model';
import { BurgerExtras } from './burger-extras';
import { BurgerItemList } from './burger-item-list';
import { useFocusTrap } from './use-focus-trap';

type BurgerPanelProps = {
  id: string;
  navigation: NavigationConfig;
  basename: string;
  t: Translate;
  opener: RefObject<HTMLButtonElement | null>;
};

/** The open burger menu: a modal side panel with primary, secondary and tertiary levels. */
export function BurgerPanel({ id, navigation, basename, t, opener }: BurgerPanelProps) {
  const [trail, level, scrollTop, close, back, open, scrolled] = useUnit([
    $trail,
    $currentLevel,
    $primaryScrollTop,
    burgerClosed,
    backClicked,
    itemOpened,
    primaryScrolled,
  ]);
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useBodyScrollLock();
  useFocusTrap(true, panelRef, opener, close);

  const path = itemsOnTrail(navigation.mainNavigation, trail);
  const active: NavigationItem | undefined = path[path.length - 1];

  // Returning to the first level restores where the shopper had scrolled to; a deeper level starts at the top.
  useLayoutEffect(() => {
    if (bodyRef.current) bodyRef.current.scrollTop = level === 'primary' ? scrollTop : 0;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the level changes
  }, [level]);
  // A new level takes the focus to its heading, so a screen reader announces where the shopper is.
  useEffect(() => {
    if (level !== 'primary')
      panelRef.current?.querySelector<HTMLElement>('.burger__level-title')?.focus();
  }, [level, active?.id]);

  const openChild = (item: NavigationItem) =>
    open({ id: item.id, level: level === 'primary' ? 'secondary' : 'tertiary' });
  const openLabel = (item: NavigationItem) => t('navigation.subItems', { name: item.text });

  return (
    <div
      className="burger__backdrop"
      onMouseDown={(event) => event.target === event.currentTarget && close()}
    >
      <div
        ref={panelRef}
        id={id}
        className="burger"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-level={level}
      >
        <div className="burger__top">
          {active ? (
            <button type="button" className="burger__back" onClick={back}>
              <Icon name="back" size={20} />
              {t('burger.back')}
            </button>
          ) : (
            <span />
          )}
          <h2 id={titleId} className="burger__title">
            {t('burger.menu')}
          </h2>
          <button
            type="button"
            className="burger__close"
            aria-label={t('burger.close')}
            onClick={close}
          >
            <Icon name="close" />
          </button>
        </div>
        <div
          ref={bodyRef}
          className="burger__body"
          onScroll={(event) => level === 'primary' && scrolled(event.currentTarget.scrollTop)}
        >
          {active ? (
            <nav aria-label={active.text}>
              <h3 className="burger__level-title" tabIndex={-1}>
                {active.text}
              </h3>
              <NavLink
                className="burger__entry burger__show-all"
                url={active.url}
                basename={basename}
              >
                {t('burger.showAll')}
              </NavLink>
              <BurgerItemList
                items={childrenOf(active)}
                basename={basename}
                onOpen={openChild}
                canGoDeeper={level === 'secondary'}
                openLabel={openLabel}
              />
            </nav>
          ) : (
            <>
              <nav aria-label={t('navigation.main')}>
                <BurgerItemList
                  items={navigation.mainNavigation}
                  basename={basename}
                  onOpen={openChild}
                  canGoDeeper
                  openLabel={openLabel}
                />
              </nav>
              <BurgerExtras navigation={navigation} basename={basename} t={t} />
            </>
          )}
        </div>
      </div>
    </div>
  );
}
