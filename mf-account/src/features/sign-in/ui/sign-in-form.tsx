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
  const error = (name: 'email' | 'password') => {
    const text = form.fieldErrors[name];
    return text ? resolveText(t, text) : null;
  };
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
          name="email"
          type="email"
          inputMode="email"
          autoComplete="username"
          value={form.values.email}
          onChange={(value) => form.fieldChanged({ name: 'email', value })}
          error={error('email')}
        />
        <PasswordField
          label={t('account.signIn.password')}
          name="password"
          autoComplete="current-password"
          value={form.values.password}
          onChange={(value) => form.fieldChanged({ name: 'password', value })}
          error={error('password')}
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
