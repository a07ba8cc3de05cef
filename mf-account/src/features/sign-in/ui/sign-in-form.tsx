import type { ReactNode } from 'react';
import { useUnit } from 'effector-react';
import { useTranslate } from '../../../shared/i18n';
import { resolveText } from '../../../shared/lib';
import { Field, FormAlert, PasswordField, SubmitButton, useForm } from '../../../shared/ui';
import { forgotPasswordClicked, signInForm, signUpClicked } from '../model/sign-in-model';

type SignInFormProps = {
  /** The Google sign-in button, supplied by the dialog that composes this form. */
  google?: ReactNode;
};

/** E-mail and password; the server's message above the form, field errors beside the fields. */
export function SignInForm({ google }: SignInFormProps) {
  const t = useTranslate();
  const form = useForm(signInForm);
  const [onForgotPassword, onSignUp] = useUnit([forgotPasswordClicked, signUpClicked]);
  return (
    <div className="account-form">
      <form
        className="account-form"
        noValidate
        data-testid="sign-in-form"
        onSubmit={(event) => {
          event.preventDefault();
          form.submitted();
        }}
      >
        {form.formError && <FormAlert tone="error">{resolveText(t, form.formError)}</FormAlert>}
        <Field
          label={t('account.signIn.email')}
          type="email"
          inputMode="email"
          autoComplete="username"
          {...form.field('email')}
        />
        <PasswordField
          label={t('account.signIn.password')}
          autoComplete="current-password"
          {...form.field('password')}
          visible={form.passwordVisible}
          onToggle={form.passwordVisibilityToggled}
          showLabel={t('account.signIn.showPassword')}
          hideLabel={t('account.signIn.hidePassword')}
        />
        <button type="button" className="account-form__link" onClick={onForgotPassword}>
          {t('account.signIn.forgotPassword')}
        </button>
        <SubmitButton pending={form.pending} label={t('account.signIn.submit')} />
      </form>
      {google}
      <p className="account-form__switch">
        {t('account.signIn.noAccount')}{' '}
        <button type="button" className="account-form__link" onClick={onSignUp}>
          {t('account.signIn.toSignUp')}
        </button>
      </p>
    </div>
  );
}
