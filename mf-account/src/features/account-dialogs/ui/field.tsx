import { useId } from 'react';

type FieldProps = {
  label: string;
  name: string;
  type: 'email' | 'password' | 'text';
  autoComplete: string;
  error?: string;
};

/** A labelled input with its error beside it, announced to screen readers. */
export function Field({ label, name, type, autoComplete, error }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="account-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <p id={errorId} className="account-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
