import { NewPasswordForm } from '../../../features/password-reset-confirm';

/** /account/password-reset?token=…: the page of the mailed reset link (titled by the account page). */
export function NewPasswordPage() {
  return (
    <section className="account-page__section">
      <NewPasswordForm />
    </section>
  );
}
