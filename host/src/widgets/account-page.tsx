import { useMemo } from 'react';
import { useLocation } from 'react-router';
import type { AccountPageProps, ShopDocumentData } from '@shop/contracts';
import { RemoteSlot } from '../shared/remote-slot';
import { createTranslator } from '@shop/i18n';

/** The pages under /account/ (overview, password reset from the mailed link) come from the account remote. */
export function AccountPage({ data }: { data: ShopDocumentData }) {
  const { pathname } = useLocation();
  const props = useMemo<AccountPageProps>(
    () => ({ ...data.storefront, integrations: data.integrations, pathname }),
    [data, pathname],
  );
  return (
    <RemoteSlot
      remote="mf_account"
      module="./AccountPage"
      parcelProps={props}
      timeoutMs={data.remoteTimeoutMs}
      skeleton={<div className="shell-page-skeleton" aria-hidden="true" />}
      fallback={
        <p role="alert" data-testid="account-unavailable">
          {createTranslator(data.storefront.locale)('errors.network')}
        </p>
      }
    />
  );
}
