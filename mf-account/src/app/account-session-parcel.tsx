import type { AccountSessionProps } from '@shop/contracts';
import { createReactParcel } from '@shop/federation/react';
import { sessionStarted } from '../entities/session';
import { pageQueryRead } from '../features/mail-link-status';
import { withStorefront } from './lib/with-storefront';

/** Renders nothing: the session is fetched once, and a mailed link's outcome in the query is shown. */
function AccountSession(_props: AccountSessionProps) {
  return null;
}

export default withStorefront(
  createReactParcel<AccountSessionProps>(AccountSession, () => null),
  {
    mounted: () => {
      sessionStarted();
      pageQueryRead(window.location.search);
    },
  },
);
