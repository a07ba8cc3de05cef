import { useUnit } from 'effector-react';
import { dialogCloseRequested } from '@shop/bus';
import { useTranslate } from '../../../shared/i18n';
import { passwordMinLength } from '@shop/contracts';
import { resolveText } from '../../../shared/lib';
import { Field, FormAlert, PasswordField, SubmitButton, useForm } from '../../../shared/ui';
import { signInClicked, signUpForm } from '../model/sign-up-model';

/** Names, e-mail and password; after sending, the server's "check your mail" in place of the form. */
export function SignUpForm() {
  const t = useTranslate();
  const form = useForm(signUpForm);
  const [onSignIn, close] = useUnit([signInClicked, dialogCloseRequested]);
  if (form.result) {
    return (
      <div className="account-form">
        <FormAlert tone="success" testId="sign-up-sent">
          {form.result.message}
        </FormAlert>
        <button type="button" className="account-form__submit" onClick={() => close()}>
          {t('account.continueShopping')}
        </button>
      </div>
    );
  }
  return (
    <form
      className="account-form"
      noValidate
      data-testid="sign-up-form"
      onSubmit={(event) => {
        event.preventDefault();
        form.submitted();
      }}
    >
      {form.formError && <FormAlert tone="error">{resolveText(t, form.formError)}</FormAlert>}
      <Field
        label={t('account.signUp.firstName')}
        type="text"
        autoComplete="given-name"
        {...form.field('firstName')}
      />
      <Field
        label={t('account.signUp.lastName')}
        type="text"
        autoComplete="family-name"
        {...form.field('lastName')}
      />
      <Field
        label={t('account.signUp.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        {...form.field('email')}
      />
      <PasswordField
        label={t('account.signUp.password')}
        autoComplete="new-password"
        hint={t('account.signUp.passwordHint', { min: passwordMinLength })}
        visible={form.passwordVisible}
        onToggle={form.passwordVisibilityToggled}
        showLabel={t('account.signIn.showPassword')}
        hideLabel={t('account.signIn.hidePassword')}
        {...form.field('password')}
      />
      <p className="account-form__note">{t('account.signUp.privacy')}</p>
      <SubmitButton pending={form.pending} label={t('account.signUp.submit')} />
      <p className="account-form__switch">
        {t('account.signUp.haveAccount')}{' '}
        <button type="button" className="account-form__link" onClick={onSignIn}>
          {t('account.signUp.toSignIn')}
        </button>
      </p>
    </form>
  );
}
