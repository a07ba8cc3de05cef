import type { AccountDialogsProps } from '@shop/contracts';
import { createReactParcel } from '@shop/federation/react';
import { AccountDialogs } from '../features/account-dialogs';

/** Renders nothing while no account dialog is requested; errors leave the page usable. */
function DialogsFallback() {
  return null;
}

export default createReactParcel<AccountDialogsProps>(AccountDialogs, DialogsFallback);
