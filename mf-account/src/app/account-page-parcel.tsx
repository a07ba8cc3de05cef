import type { AccountPageProps } from '@shop/contracts';
import { createReactParcel } from '@shop/federation/react';
import { AccountPage } from '../pages/account';

export default createReactParcel<AccountPageProps>(AccountPage, () => null);
