import type { AccountPageProps } from '@shop/contracts';
import { createReactParcel } from '@shop/federation/react';
import { AccountPage, accountPageShown } from '../pages/account';
import { withStorefront } from './lib/with-storefront';

const shown = ({ pathname }: AccountPageProps) =>
  accountPageShown({ pathname, search: window.location.search });

export default withStorefront(
  createReactParcel<AccountPageProps>(AccountPage, () => null),
  { mounted: shown, updated: shown },
);
