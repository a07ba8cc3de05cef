import { useId } from 'react';
import type { MaterialOffer } from '../../../entities/calculator';
import { Badge } from '../../../shared/ui/badge';

type Props = {
  materials: readonly MaterialOffer[];
  selected: string;
  label: string;
  /** Materials as tiles with their labels (experiment) instead of a select. */
  tiles: boolean;
  onChoose(value: string): void;
};

/** The material choice: a select with the chosen material's label beside it, or labelled tiles. */
export function MaterialPicker({ materials, selected, label, tiles, onChoose }: Props) {
  const id = useId();
  const current = materials.find((material) => material.value === selected);
  if (tiles) {
    return (
      <fieldset className="calc-materials calc-materials--tiles">
        <legend className="calc-field-label">{label}</legend>
        {materials.map((material) => (
          <label
            key={material.value}
            className="calc-material-tile"
            data-material={material.value}
            data-selected={material.value === selected || undefined}
          >
            <input
              type="radio"
              name={`${id}-material`}
              value={material.value}
              checked={material.value === selected}
              onChange={() => onChoose(material.value)}
            />
            <span>{material.label}</span>
            {material.badge && <Badge label={material.badge} kind="material" />}
          </label>
        ))}
      </fieldset>
    );
  }
  return (
    <div className="calc-materials">
      <label className="calc-field-label" htmlFor={`${id}-material`}>
        {label}
      </label>
      <div className="calc-materials__row">
        <select
          id={`${id}-material`}
          className="calc-select"
          value={selected}
          onChange={(event) => onChoose(event.target.value)}
        >
          {materials.map((material) => (
            <option key={material.value} value={material.value}>
              {material.label}
            </option>
          ))}
        </select>
        {current?.badge && <Badge label={current.badge} kind="material" />}
      </div>
    </div>
  );
}
