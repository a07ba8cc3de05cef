import { useUnit } from 'effector-react';
import { $customer, $customerInitializing } from '@shop/bus';
import type { AccountPageProps } from '@shop/contracts';

/** The account overview under /account/. */
export function AccountPage(_props: AccountPageProps) {
  const [customer, initializing] = useUnit([$customer, $customerInitializing]);
  if (initializing) return null;
  return (
    <section data-testid="account-page">
      <h1>{customer.isLoggedIn ? `${customer.firstName} ${customer.lastName}` : ''}</h1>
    </section>
  );
}
