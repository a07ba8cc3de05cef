import { useUnit } from 'effector-react';
import { useTranslate } from '../../../shared/i18n';
import { resolveText } from '../../../shared/lib';
import { FormAlert } from '../../../shared/ui';
import { $logoutError, $logoutPending, logoutClicked } from '../model/logout-model';

export function LogoutButton() {
  const t = useTranslate();
  const { pending, error, onLogout } = useUnit({
    pending: $logoutPending,
    error: $logoutError,
    onLogout: logoutClicked,
  });
  return (
    <>
      {error && <FormAlert tone="error">{resolveText(t, error)}</FormAlert>}
      <button
        type="button"
        className="account-form__secondary"
        disabled={pending}
        aria-busy={pending}
        onClick={() => onLogout()}
      >
        {t('account.logOut')}
      </button>
    </>
  );
}
