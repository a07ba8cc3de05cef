import { useUnit } from 'effector-react';
import {
  $customer,
  $customerInitializing,
  dialogCloseRequested,
  dialogOpenRequested,
} from '@shop/bus';
import { linkStatusOf } from '../../../shared/config';
import { useTranslate } from '../../../shared/i18n';
import { FormAlert } from '../../../shared/ui';
import { SignUpForm } from '../../../features/sign-up';

/** The sign-up form, or the outcome of the mailed confirmation link the shopper came back with. */
export function SignUpDialogBody({ payload }: { payload: unknown }) {
  const t = useTranslate();
  const [customer, initializing, close, open] = useUnit([
    $customer,
    $customerInitializing,
    dialogCloseRequested,
    dialogOpenRequested,
  ]);
  const linkStatus = linkStatusOf(payload);
  if (linkStatus === 'confirmed') {
    if (initializing) return <p className="account-form__note">{t('account.page.loading')}</p>;
    const name = `${customer.firstName} ${customer.lastName}`.trim();
    return (
      <div className="account-form">
        {customer.isLoggedIn ? (
          <FormAlert tone="success" testId="sign-up-confirmed">
            {t('account.signUp.success', { name })}
          </FormAlert>
        ) : (
          // Confirmed in another browser: the account exists, this browser still has to log in.
          <FormAlert tone="success" testId="sign-up-confirmed">
            {t('account.signUp.confirmed')}
          </FormAlert>
        )}
        {customer.isLoggedIn ? (
          <button type="button" className="account-form__submit" onClick={() => close()}>
            {t('account.continueShopping')}
          </button>
        ) : (
          <button
            type="button"
            className="account-form__submit"
            onClick={() => open({ dialogType: 'signIn' })}
          >
            {t('account.signIn.submit')}
          </button>
        )}
      </div>
    );
  }
  return (
    <>
      {linkStatus === 'invalid-link' && (
        <FormAlert tone="error" testId="sign-up-link-invalid">
          {t('account.signUp.invalidLink')}
        </FormAlert>
      )}
      <SignUpForm />
    </>
  );
}
