import { useUnit } from 'effector-react';
import { $cartCount, $customer, dialogOpenRequested } from '@shop/bus';
import type { HeaderProps } from '@shop/contracts';
import { brandName, desktopStartPath } from '../model/header-config';
import { useTranslate } from '../model/use-translate';
import { FlagSwitch } from '@shop/flags/react';
import { AccountItem } from './account-item';
import './header.css';

/** The site header: logo, back button on the desktop platform, and the info items. */
export function Header({ channel, locale, platform, basename, pathname, hotline }: HeaderProps) {
  const [customer, cartCount, openDialog] = useUnit([$customer, $cartCount, dialogOpenRequested]);
  const t = useTranslate(locale);
  const home = basename || '/';
  const showBack = platform === 'desktop' && pathname !== desktopStartPath;

  return (
    <header className="shop-header" data-channel={channel} data-remote-version={__REMOTE_VERSION__}>
      <div className="shop-header__start">
        {showBack && (
          <button type="button" className="shop-header__back" onClick={() => window.history.back()}>
            ‹ {t('header.back')}
          </button>
        )}
        <a className="shop-header__logo" href={home} aria-label={t('header.home', { brand: brandName(channel) })}>
          {brandName(channel)}
        </a>
      </div>
      <nav className="shop-header__info" aria-label={t('header.infoNavigation')}>
        {/* Experiment VOLL_965: top-deal labels. */}
        <FlagSwitch
          flag="voll_965_top_deal_labels"
          on={
            <a className="shop-header__item shop-header__deals" href={`${basename}/top-deals`} data-testid="top-deals">
              {t('header.topDeals')} <span className="shop-header__deal-label">%</span>
            </a>
          }
        />
        <a className="shop-header__item" href={`${basename}/magazin`}>
          {t('header.magazine')}
        </a>
        <span className="shop-header__item shop-header__service">
          <a href={`${basename}/service`}>{t('header.service')}</a>
          {hotline && (
            <a className="shop-header__hotline" href={hotline.href}>
              {t('header.hotline')} {hotline.display}
            </a>
          )}
        </span>
        <AccountItem
          customer={customer}
          accountHref={`${basename}/account`}
          label={t('header.logIn')}
          loggedInLabel={t('header.loggedInAs', { name: `${customer.firstName} ${customer.lastName}` })}
          onSignIn={() => openDialog({ dialogType: 'signIn' })}
        />
        <a className="shop-header__item shop-header__cart" href={`${basename}/warenkorb`} aria-label={t('header.cartItems', { count: cartCount })}>
          {t('header.cart')}
          <span className="shop-header__badge" data-testid="cart-count">
            {cartCount}
          </span>
        </a>
      </nav>
    </header>
  );
}
