import { Field, type FieldProps } from './field';

type PasswordFieldProps = Omit<FieldProps, 'type' | 'addon'> & {
  visible: boolean;
  onToggle(): void;
  showLabel: string;
  hideLabel: string;
};

/** A password input with a show/hide button that says what it will do and whether it is on. */
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
          aria-pressed={visible}
          aria-label={visible ? hideLabel : showLabel}
          onClick={onToggle}
        >
          {visible ? '🙈' : '👁'}
        </button>
      }
    />
  );
}
