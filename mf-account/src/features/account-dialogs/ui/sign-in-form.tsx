import type { AccountText } from '../model/account-text';
import { Field } from './field';

type SignInFormProps = { text: AccountText; onForgotPassword(): void; onSignUp(): void };

export function SignInForm({ text, onForgotPassword, onSignUp }: SignInFormProps) {
  return (
    <form className="account-form" noValidate onSubmit={(event) => event.preventDefault()}>
      <Field label={text.email} name="email" type="email" autoComplete="email" />
      <Field label={text.password} name="password" type="password" autoComplete="current-password" />
      <button type="submit" className="account-form__submit">
        {text.signIn.submit}
      </button>
      <button type="button" className="account-form__link" onClick={onForgotPassword}>
        {text.signIn.forgotPassword}
      </button>
      <p className="account-form__switch">
        {text.signIn.noAccount}{' '}
        <button type="button" className="account-form__link" onClick={onSignUp}>
          {text.signIn.toSignUp}
        </button>
      </p>
    </form>
  );
}
