type SubmitButtonProps = { pending: boolean; label: string; onClick?(): void };

/** Disabled and busy while the form is being sent, so it goes out once. */
export function SubmitButton({ pending, label, onClick }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className="account-form__submit"
      disabled={pending}
      aria-busy={pending}
      onClick={onClick}
    >
      {pending && <span className="account-form__spinner" aria-hidden="true" />}
      {label}
    </button>
  );
}
