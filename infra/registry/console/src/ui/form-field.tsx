import type { ReactNode } from 'react';

export type FieldControlProps = {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
};

/** A label, one control and its error, tied together for screen readers. */
export function FormField(props: {
  id: string;
  label: ReactNode;
  error?: string;
  children(control: FieldControlProps): ReactNode;
}) {
  const errorId = `${props.id}-error`;
  return (
    <div className="rc-field">
      <label htmlFor={props.id}>{props.label}</label>
      {props.children({
        id: props.id,
        'aria-invalid': props.error ? true : undefined,
        'aria-describedby': props.error ? errorId : undefined,
      })}
      {props.error && (
        <p className="rc-field__error" id={errorId}>
          {props.error}
        </p>
      )}
    </div>
  );
}
