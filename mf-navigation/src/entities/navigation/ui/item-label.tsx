import type { NavigationLabel } from '@shop/contracts';
import { readableTextColour } from '../lib/contrast';

/** The coloured label content gives an item ("Bestseller", "Neu"), always readable on its colour. */
export function ItemLabel({ label }: { label: NavigationLabel | null }) {
  if (!label) return null;
  return (
    <span
      className="nav-label"
      style={{
        backgroundColor: label.backgroundColor,
        color: readableTextColour(label.backgroundColor, label.textColor),
      }}
    >
      {label.labelText}
    </span>
  );
}
