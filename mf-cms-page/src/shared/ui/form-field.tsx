import { useId, type ReactNode } from 'react';
import './form.css';

type Common = {
  label: string;
  name: string;
  value: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  onChange(value: string): void;
};
type FieldProps = Common &
  (
    | {
        as?: 'input';
        type?: 'text' | 'email' | 'number';
        autoComplete?: string;
        inputMode?: 'decimal' | 'text';
        maxLength?: number;
        spellCheck?: boolean;
      }
    | { as: 'textarea'; rows?: number; maxLength?: number }
    | { as: 'select'; options: string[]; placeholder: string }
  );

/** A labelled field with its hint and its error, tied together for screen readers. */
export function FormField(props: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [props.hint ? hintId : null, props.error ? errorId : null]
    .filter(Boolean)
    .join(' ');
  const shared = {
    id,
    name: props.name,
    value: props.value,
    required: props.required,
    'aria-invalid': props.error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    className: 'cms-form__control',
  };
  let control: ReactNode;
  if (props.as === 'textarea') {
    control = (
      <textarea
        {...shared}
        rows={props.rows ?? 5}
        onChange={(event) => props.onChange(event.target.value)}
      />
    );
  } else if (props.as === 'select') {
    control = (
      <select {...shared} onChange={(event) => props.onChange(event.target.value)}>
        <option value="">{props.placeholder}</option>
        {props.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    );
  } else {
    control = (
      <input
        {...shared}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        spellCheck={props.spellCheck}
        onChange={(event) => props.onChange(event.target.value)}
      />
    );
  }
  return (
    <div className={`cms-form__field${props.error ? ' cms-form__field--invalid' : ''}`}>
      <label htmlFor={id} className="cms-form__label">
        {props.label}
      </label>
      {control}
      {props.hint && (
        <p id={hintId} className="cms-form__hint">
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={errorId} className="cms-form__error">
          {props.error}
        </p>
      )}
    </div>
  );
}

/** The submit button: disabled and saying so while the form is on its way. */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <button
      type="submit"
      className="cms-button cms-form__submit"
      disabled={pending}
      aria-disabled={pending}
    >
      {pending ? pendingLabel : label}
    </button>
  );
}
