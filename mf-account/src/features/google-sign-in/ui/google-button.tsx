import { useCallback } from 'react';
import { useUnit } from 'effector-react';
import { useTranslate } from '../../../shared/i18n';
import { resolveText } from '../../../shared/lib';
import { FormAlert } from '../../../shared/ui';
import {
  $googleError,
  $googlePending,
  $googleVisible,
  googleButtonMounted,
} from '../model/google-model';

/**
 * The "Continue with Google" button, drawn by Google Identity Services into its container. Absent
 * without a client id, and removed when Google's script cannot be loaded.
 */
export function GoogleButton() {
  const t = useTranslate();
  const { visible, error, pending, mounted } = useUnit({
    visible: $googleVisible,
    error: $googleError,
    pending: $googlePending,
    mounted: googleButtonMounted,
  });
  // A stable callback ref: it reports the container once when it appears and null when it goes.
  const containerRef = useCallback(
    (element: HTMLDivElement | null) => {
      mounted(element);
    },
    [mounted],
  );
  if (!visible) return null;
  return (
    <div className="account-form" data-testid="google-sign-in">
      <p className="account-form__or">{t('account.signIn.or')}</p>
      {error && <FormAlert tone="error">{resolveText(t, error)}</FormAlert>}
      <div
        ref={containerRef}
        className="account-google"
        data-testid="google-button"
        aria-busy={pending}
      />
    </div>
  );
}
