import { useUnit } from 'effector-react';
import { useTranslate } from '../../../shared/i18n';
import { passwordMinLength } from '@shop/contracts';
import { resolveText } from '../../../shared/lib';
import { FormAlert, PasswordField, SubmitButton, useForm } from '../../../shared/ui';
import {
  $linkUnusable,
  $tokenMissing,
  newLinkRequested,
  newPasswordForm,
  signInRequested,
} from '../model/new-password-model';

/** New password twice; then the server's confirmation and the way to log in, or a new link if this one is spent. */
export function NewPasswordForm() {
  const t = useTranslate();
  const form = useForm(newPasswordForm);
  const [tokenMissing, linkUnusable, onSignIn, onNewLink] = useUnit([
    $tokenMissing,
    $linkUnusable,
    signInRequested,
    newLinkRequested,
  ]);
  const requestNewLink = (
    <button type="button" className="account-form__secondary" onClick={onNewLink}>
      {t('account.newPassword.requestNew')}
    </button>
  );
  if (form.result) {
    return (
      <div className="account-form">
        <FormAlert tone="success" testId="password-changed">
          {form.result.message}
        </FormAlert>
        <button type="button" className="account-form__submit" onClick={onSignIn}>
          {t('account.newPassword.toSignIn')}
        </button>
      </div>
    );
  }
  if (tokenMissing || (linkUnusable && form.formError)) {
    return (
      <div className="account-form">
        <FormAlert tone="error" testId="reset-link-unusable">
          {tokenMissing ? t('account.newPassword.missingToken') : resolveText(t, form.formError!)}
        </FormAlert>
        {requestNewLink}
      </div>
    );
  }
  const toggle = {
    visible: form.passwordVisible,
    onToggle: form.passwordVisibilityToggled,
    showLabel: t('account.signIn.showPassword'),
    hideLabel: t('account.signIn.hidePassword'),
  };
  return (
    <form
      className="account-form"
      noValidate
      data-testid="new-password-form"
      onSubmit={(event) => {
        event.preventDefault();
        form.submitted();
      }}
    >
      <p className="account-form__note">{t('account.newPassword.description')}</p>
      {form.formError && <FormAlert tone="error">{resolveText(t, form.formError)}</FormAlert>}
      <PasswordField
        label={t('account.newPassword.password')}
        autoComplete="new-password"
        hint={t('account.signUp.passwordHint', { min: passwordMinLength })}
        {...form.field('password')}
        {...toggle}
      />
      <PasswordField
        label={t('account.newPassword.repeat')}
        autoComplete="new-password"
        {...form.field('repeat')}
        {...toggle}
      />
      <SubmitButton pending={form.pending} label={t('account.newPassword.submit')} />
    </form>
  );
}
