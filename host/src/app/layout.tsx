import { useEffect, useMemo } from 'react';
import { Outlet, useLocation } from 'react-router';
import { routeChanged } from '@shop/bus';
import { subNavigationItem, withoutCampaignParams } from '@shop/catalogue';
import {
  type FooterProps,
  type HeaderProps,
  type NavigationProps,
  type ShopDocumentData,
  type SubNavigationProps,
} from '@shop/contracts';
import { RemoteSlot } from '@shop/federation/react';
import { HeaderFallback, HeaderSkeleton } from '../widgets/header-fallback';
import {
  FooterFallback,
  FooterSkeleton,
  NavigationFallback,
  NavigationSkeleton,
  SubNavigationSkeleton,
} from '../widgets/navigation-fallbacks';
import { DialogOutlet } from './dialog-outlet';
import { ConsentNotice } from '../features/consent';
import { ScrollManager } from '../features/scroll';
import { useHydrated } from '@shop/federation/react';

const activeNavigationOf = (story: unknown): string | null => {
  const value = (story as { content?: { activeNavigation?: unknown } } | null)?.content
    ?.activeNavigation;
  return typeof value === 'string' ? value : null;
};

/** The default layout: header, main and sub-navigation, the page, the footer, and the dialogs remotes supply on request. */
export function Layout({ data }: { data: ShopDocumentData }) {
  const location = useLocation();
  useEffect(() => {
    routeChanged({ pathname: location.pathname, search: location.search, hash: location.hash });
  }, [location.pathname, location.search, location.hash]);

  const navigation = data.navigation ?? null;
  // The query that shapes the page: the edge rendered it without click ids and utm parameters.
  const pageSearch = withoutCampaignParams(location.search);
  const headerProps = useMemo<HeaderProps>(
    () => ({ ...data.storefront, pathname: location.pathname, hotline: data.hotline, navigation }),
    [data, navigation, location.pathname],
  );
  const navigationProps = useMemo<NavigationProps>(
    () => ({ ...data.storefront, pathname: location.pathname, navigation }),
    [data, navigation, location.pathname],
  );
  const activeNavigation = activeNavigationOf(data.page.story);
  const subNavigationProps = useMemo<SubNavigationProps>(
    () => ({
      ...data.storefront,
      pathname: location.pathname,
      search: pageSearch,
      navigation,
      activeNavigation,
    }),
    [data, navigation, activeNavigation, location.pathname, pageSearch],
  );
  const footerProps = useMemo<FooterProps>(
    () => ({ ...data.storefront, navigation }),
    [data, navigation],
  );
  // The same rule as the remote's, so the slot reserves height only where tiles will show.
  const showSubNavigation =
    subNavigationItem(navigation, activeNavigation, `${location.pathname}${pageSearch}`) !== null;

  // The notice follows this browser's consent state once hydrated; until then, what the server rendered.
  const hydrated = useHydrated();

  return (
    <>
      <div className="shell-slot shell-slot--header">
        <RemoteSlot
          remote="mf_navigation"
          module="./Header"
          parcelProps={headerProps}
          timeoutMs={data.remoteTimeoutMs}
          skeleton={<HeaderSkeleton />}
          fallback={<HeaderFallback storefront={data.storefront} />}
        />
      </div>
      {/* The main navigation is a web platform feature; the desktop platform has the back button instead. */}
      {data.storefront.platform === 'web' && navigation && (
        <div className="shell-slot shell-slot--navigation">
          <RemoteSlot
            remote="mf_navigation"
            module="./Navigation"
            parcelProps={navigationProps}
            timeoutMs={data.remoteTimeoutMs}
            skeleton={<NavigationSkeleton />}
            fallback={<NavigationFallback storefront={data.storefront} navigation={navigation} />}
          />
        </div>
      )}
      {showSubNavigation && (
        <div className="shell-slot shell-slot--sub-navigation">
          <RemoteSlot
            remote="mf_navigation"
            module="./SubNavigation"
            parcelProps={subNavigationProps}
            timeoutMs={data.remoteTimeoutMs}
            skeleton={<SubNavigationSkeleton />}
            fallback={null}
          />
        </div>
      )}
      <main className="shop-main" id="main">
        <Outlet />
      </main>
      {navigation?.footer && (
        <div className="shell-slot shell-slot--footer" id="footer">
          <RemoteSlot
            remote="mf_navigation"
            module="./Footer"
            parcelProps={footerProps}
            timeoutMs={data.remoteTimeoutMs}
            // Below every page's content: its links work as they are until the shopper comes near.
            hydrateWhenNear
            skeleton={<FooterSkeleton />}
            fallback={<FooterFallback storefront={data.storefront} navigation={navigation} />}
          />
        </div>
      )}
      <ScrollManager />
      <DialogOutlet data={data} />
      {(hydrated || data.consentNoticeShown) && (
        <ConsentNotice
          locale={data.storefront.locale}
          basename={data.storefront.basename}
          hydrated={hydrated}
        />
      )}
    </>
  );
}
