import { useEffect, useMemo } from 'react';
import { Outlet, useLocation } from 'react-router';
import { routeChanged } from '@shop/bus';
import type { HeaderProps, ShopDocumentData } from '@shop/contracts';
import { RemoteSlot } from '@shop/federation/react';
import { HeaderFallback, HeaderSkeleton } from '../widgets/header-fallback';
import { DialogOutlet } from './dialog-outlet';

/** The default layout: the header remote, the page, and the dialogs remotes supply on request. */
export function Layout({ data }: { data: ShopDocumentData }) {
  const location = useLocation();
  useEffect(() => {
    routeChanged({ pathname: location.pathname, search: location.search, hash: location.hash });
  }, [location.pathname, location.search, location.hash]);

  const headerProps = useMemo<HeaderProps>(
    () => ({ ...data.storefront, pathname: location.pathname, hotline: data.hotline }),
    [data, location.pathname],
  );

  const accountProps = useMemo(() => ({ ...data.storefront, integrations: data.integrations }), [data]);

  return (
    <>
      <RemoteSlot
        remote="mf_navigation"
        module="./Header"
        parcelProps={headerProps}
        timeoutMs={data.remoteTimeoutMs}
        skeleton={<HeaderSkeleton />}
        fallback={<HeaderFallback storefront={data.storefront} />}
      />
      <main className="shop-main">
        <Outlet />
      </main>
      <DialogOutlet data={data} />
      {/* The customer session loads once per page, whatever the page shows. */}
      <RemoteSlot remote="mf_account" module="./AccountSession" parcelProps={accountProps} timeoutMs={data.remoteTimeoutMs} fallback={null} />
    </>
  );
}
