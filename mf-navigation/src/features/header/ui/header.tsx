import { useUnit } from 'effector-react';
import { $cartCount, $customer, dialogOpenRequested } from '@shop/bus';
import type { HeaderProps } from '@shop/contracts';
import { brandName, desktopStartPath } from '../model/header-config';
import { useHeaderText } from '../model/header-text';
import { AccountItem } from './account-item';
import './header.css';

/** The site header: logo, back button on the desktop platform, and the info items. */
export function Header({ channel, locale, platform, basename, pathname, hotline }: HeaderProps) {
  const [customer, cartCount, openDialog] = useUnit([$customer, $cartCount, dialogOpenRequested]);
  const text = useHeaderText(locale);
  const home = basename || '/';
  const showBack = platform === 'desktop' && pathname !== desktopStartPath;

  return (
    <header className="shop-header" data-channel={channel} data-remote-version={__REMOTE_VERSION__}>
      <div className="shop-header__start">
        {showBack && (
          <button type="button" className="shop-header__back" onClick={() => window.history.back()}>
            ‹ {text.back}
          </button>
        )}
        <a className="shop-header__logo" href={home} aria-label={text.home(brandName[channel])}>
          {brandName[channel]}
        </a>
      </div>
      <nav className="shop-header__info" aria-label={text.infoNavigation}>
        <a className="shop-header__item" href={`${basename}/magazin`}>
          {text.magazine}
        </a>
        <span className="shop-header__item shop-header__service">
          <a href={`${basename}/service`}>{text.service}</a>
          <a className="shop-header__hotline" href={`tel:${hotline.tel}`}>
            {text.hotline} {hotline.display}
          </a>
        </span>
        <AccountItem
          customer={customer}
          accountHref={`${basename}/kundenkonto`}
          label={text.account}
          loggedInLabel={text.loggedIn}
          onSignIn={() => openDialog({ dialogType: 'signIn' })}
        />
        <a className="shop-header__item shop-header__cart" href={`${basename}/warenkorb`} aria-label={text.cart(cartCount)}>
          {text.cartShort}
          <span className="shop-header__badge" data-testid="cart-count">
            {cartCount}
          </span>
        </a>
      </nav>
    </header>
  );
}
