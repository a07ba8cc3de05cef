import type { Customer } from '@shop/contracts';
import { Icon } from '../../../entities/navigation';

type AccountItemProps = {
  customer: Customer;
  accountHref: string;
  label: string;
  loggedInLabel: string;
  onSignIn(): void;
};

/** Logged in: the name with a logged-in icon, linking to the account. Logged out: no link, a button that opens the sign-in dialog. */
export function AccountItem({
  customer,
  accountHref,
  label,
  loggedInLabel,
  onSignIn,
}: AccountItemProps) {
  if (customer.isLoggedIn) {
    return (
      <a
        className="shop-header__item shop-header__account"
        href={accountHref}
        data-testid="account-item"
        aria-label={loggedInLabel}
      >
        <span
          className="shop-header__account-icon shop-header__account-icon--logged-in"
          role="img"
          aria-label={loggedInLabel}
        >
          <Icon name="user" />
        </span>
        <span className="shop-header__text">
          {customer.firstName} {customer.lastName}
        </span>
      </a>
    );
  }
  return (
    <button
      type="button"
      className="shop-header__item shop-header__account"
      data-testid="account-item"
      aria-label={label}
      onClick={onSignIn}
    >
      <Icon name="user" />
      <span className="shop-header__text">{label}</span>
    </button>
  );
}
