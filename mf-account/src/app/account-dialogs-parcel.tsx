import type { AccountDialogsProps } from '@shop/contracts';
import { createReactParcel } from '@shop/federation/react';
import { AccountDialogs } from '../widgets/account-dialogs';
import { withStorefront } from './lib/with-storefront';

/** Renders nothing while no account dialog is requested; errors leave the page usable. */
function DialogsFallback() {
  return null;
}

export default withStorefront(
  createReactParcel<AccountDialogsProps>(AccountDialogs, DialogsFallback),
);
