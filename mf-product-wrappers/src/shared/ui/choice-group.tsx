import { useId } from 'react';

export type Choice = { value: string; label: string; hint?: string };

type Props = {
  legend: string;
  name: string;
  choices: readonly Choice[];
  value: string | null;
  onChange: (value: string) => void;
  /** Swatch-like tiles side by side instead of a list. */
  layout?: 'tiles' | 'list';
};

/** A labelled group of radio buttons: one choice of an option (format, cover, envelope, …). */
export function ChoiceGroup({ legend, name, choices, value, onChange, layout = 'tiles' }: Props) {
  const id = useId();
  return (
    <fieldset className={`pw-choices pw-choices--${layout}`} data-option={name}>
      <legend className="pw-field-label">{legend}</legend>
      <div className="pw-choices__items">
        {choices.map((choice) => (
          <label key={choice.value} className="pw-choice" data-value={choice.value}>
            <input
              type="radio"
              name={`${id}-${name}`}
              value={choice.value}
              checked={choice.value === value}
              onChange={() => onChange(choice.value)}
            />
            <span className="pw-choice__label">{choice.label}</span>
            {choice.hint && <span className="pw-choice__hint">{choice.hint}</span>}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
