import { Field, type FieldProps } from './field';

type PasswordFieldProps = Omit<FieldProps, 'type' | 'addon'> & {
  visible: boolean;
  onToggle(): void;
  showLabel: string;
  hideLabel: string;
};

/** A password input with a show/hide button whose label says what it will do. */
export function PasswordField({
  visible,
  onToggle,
  showLabel,
  hideLabel,
  ...field
}: PasswordFieldProps) {
  return (
    <Field
      {...field}
      type={visible ? 'text' : 'password'}
      addon={
        <button
          type="button"
          className="account-field__toggle"
          data-visible={visible}
          aria-label={visible ? hideLabel : showLabel}
          onClick={onToggle}
        >
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z"
            />
            <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
            {visible && <path d="M3 3l18 18" stroke="currentColor" strokeWidth="2" />}
          </svg>
        </button>
      }
    />
  );
}
