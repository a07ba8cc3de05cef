import { useId, type ReactNode } from 'react';

export type FieldProps = {
  label: string;
  name: string;
  type: 'email' | 'password' | 'text';
  autoComplete: string;
  value: string;
  onChange(value: string): void;
  error?: string | null;
  hint?: string;
  disabled?: boolean;
  /** Extra control beside the input (the password toggle). */
  addon?: ReactNode;
  inputMode?: 'email' | 'text';
};

/** A labelled input with its hint and error beside it; the error is announced and marks the input invalid. */
export function Field({
  label,
  name,
  type,
  autoComplete,
  value,
  onChange,
  error,
  hint,
  disabled,
  addon,
  inputMode,
}: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy =
    [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="account-field">
      <label htmlFor={id}>{label}</label>
      <div className="account-field__control">
        <input
          id={id}
          name={name}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          required
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {addon}
      </div>
      {hint && (
        <p id={hintId} className="account-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="account-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
