import type { AccountText } from '../model/account-text';
import { Field } from './field';

type PasswordResetFormProps = { text: AccountText; onSignIn(): void };

export function PasswordResetForm({ text, onSignIn }: PasswordResetFormProps) {
  return (
    <form className="account-form" noValidate onSubmit={(event) => event.preventDefault()}>
      <p>{text.passwordReset.intro}</p>
      <Field label={text.email} name="email" type="email" autoComplete="email" />
      <button type="submit" className="account-form__submit">
        {text.passwordReset.submit}
      </button>
      <button type="button" className="account-form__link" onClick={onSignIn}>
        {text.passwordReset.toSignIn}
      </button>
    </form>
  );
}
