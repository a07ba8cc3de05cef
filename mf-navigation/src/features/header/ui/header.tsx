import { useUnit } from 'effector-react';
import { $cartCount, $customer, dialogOpenRequested } from '@shop/bus';
import { anonymousCustomer, type HeaderProps } from '@shop/contracts';

import { FlagSwitch } from '@shop/flags/react';
import { useHydrated } from '@shop/federation/react';
import { Icon, NavLink } from '../../../entities/navigation';
import { useTranslate } from '../../../shared/i18n/use-translate';
import { Burger } from '../../burger';
import { WhitelabelBar } from '../../whitelabel-bar';
import { brandName, showsBackButton } from '../model/header-config';
import { headerLinks } from '../model/header-links';
import { AccountItem } from './account-item';
import './header.css';

/** The site header: burger (narrow screens), logo, back button on the desktop platform, and the info items. */
export function Header({
  channel,
  locale,
  platform,
  basename,
  pathname,
  hotline,
  navigation,
}: HeaderProps) {
  const [knownCustomer, knownCartCount, openDialog] = useUnit([
    $customer,
    $cartCount,
    dialogOpenRequested,
  ]);
  // The server's HTML is the anonymous header; the shopper's own state fills in once it is hydrated.
  const hydrated = useHydrated();
  const customer = hydrated ? knownCustomer : anonymousCustomer;
  const cartCount = hydrated ? knownCartCount : anonymousCustomer.order.cartArticlesAmount;
  const t = useTranslate(locale);
  const home = basename || '/';
  const showBack = showsBackButton(platform, pathname);
  const links = headerLinks(navigation);

  return (
    <>
      {platform === 'web' && customer.isWhitelabelCustomer && (
        <WhitelabelBar text={t('whitelabel.text')} />
      )}
      <header
        className="shop-header"
        data-channel={channel}
        data-remote-version={__REMOTE_VERSION__}
      >
        <div className="shop-header__start">
          {navigation && <Burger navigation={navigation} basename={basename} t={t} />}
          {showBack && (
            <button
              type="button"
              className="shop-header__back"
              aria-label={t('header.back')}
              onClick={() => window.history.back()}
            >
              <Icon name="back" size={20} />
              <span className="shop-header__text">{t('header.back')}</span>
            </button>
          )}
          <a
            className="shop-header__logo"
            href={home}
            aria-label={t('header.home', { brand: brandName(channel) })}
          >
            {brandName(channel)}
          </a>
        </div>
        <nav className="shop-header__info" aria-label={t('header.infoNavigation')}>
          {/* Experiment VOLL_965: top-deal labels. */}
          <FlagSwitch
            flag="voll_965_top_deal_labels"
            on={
              links.topDeals ? (
                <NavLink
                  className="shop-header__item shop-header__deals"
                  url={links.topDeals}
                  basename={basename}
                  data-testid="top-deals"
                >
                  {t('header.topDeals')} <span className="shop-header__deal-label">%</span>
                </NavLink>
              ) : (
                // Without a page in content the experiment shows its label only, never a dead link.
                <span className="shop-header__item shop-header__deals" data-testid="top-deals">
                  {t('header.topDeals')} <span className="shop-header__deal-label">%</span>
                </span>
              )
            }
          />
          {links.magazine && (
            <NavLink
              className="shop-header__item"
              url={links.magazine}
              basename={basename}
              aria-label={t('header.magazine')}
            >
              <Icon name="magazine" />
              <span className="shop-header__text">{t('header.magazine')}</span>
            </NavLink>
          )}
          {links.service && (
            <span className="shop-header__item shop-header__service">
              <NavLink url={links.service} basename={basename} aria-label={t('header.service')}>
                <Icon name="help" />
                <span className="shop-header__text">{t('header.service')}</span>
              </NavLink>
              {hotline && (
                <a className="shop-header__hotline" href={hotline.href}>
                  {t('header.hotline')} {hotline.display}
                </a>
              )}
            </span>
          )}
          <AccountItem
            customer={customer}
            accountHref={`${basename}${links.account}`}
            label={t('header.logIn')}
            loggedInLabel={t('header.loggedInAs', {
              name: `${customer.firstName} ${customer.lastName}`,
            })}
            onSignIn={() => openDialog({ dialogType: 'signIn' })}
          />
          <NavLink
            className="shop-header__item shop-header__cart"
            url={links.cart}
            basename={basename}
            aria-label={t('header.cartItems', { count: cartCount })}
          >
            <Icon name="cart" />
            <span className="shop-header__text">{t('header.cart')}</span>
            <span className="shop-header__badge" data-testid="cart-count" aria-hidden="true">
              {cartCount}
            </span>
          </NavLink>
        </nav>
      </header>
    </>
  );
}
