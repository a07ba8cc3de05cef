import { useId } from 'react';
import type { Choice } from './choice-group';

type Props = {
  label: string;
  name: string;
  choices: readonly Choice[];
  value: string | null;
  onChange: (value: string) => void;
};

/** A labelled select for options with many values (quantity, start month, page count). */
export function SelectField({ label, name, choices, value, onChange }: Props) {
  const id = useId();
  return (
    <div className="pw-field" data-option={name}>
      <label className="pw-field-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className="pw-select"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.hint ? `${choice.label} (${choice.hint})` : choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}
