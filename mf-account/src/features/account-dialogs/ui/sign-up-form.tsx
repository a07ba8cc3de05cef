import type { AccountText } from '../model/account-text';
import { Field } from './field';

type SignUpFormProps = { text: AccountText; onSignIn(): void };

export function SignUpForm({ text, onSignIn }: SignUpFormProps) {
  return (
    <form className="account-form" noValidate onSubmit={(event) => event.preventDefault()}>
      <Field label={text.firstName} name="firstName" type="text" autoComplete="given-name" />
      <Field label={text.lastName} name="lastName" type="text" autoComplete="family-name" />
      <Field label={text.email} name="email" type="email" autoComplete="email" />
      <Field label={text.password} name="password" type="password" autoComplete="new-password" />
      <button type="submit" className="account-form__submit">
        {text.signUp.submit}
      </button>
      <p className="account-form__switch">
        {text.signUp.haveAccount}{' '}
        <button type="button" className="account-form__link" onClick={onSignIn}>
          {text.signUp.toSignIn}
        </button>
      </p>
    </form>
  );
}
