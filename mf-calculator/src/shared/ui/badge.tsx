import { readableLabel } from '@shop/ui';
type Label = { text: string; backgroundColor: string; textColor: string };

/** A coloured label such as "Bestseller" or "Top deal". */
export function Badge({ label, kind }: { label: Label; kind: string }) {
  return (
    <span
      className="calc-badge"
      data-badge={kind}
      style={readableLabel(label.backgroundColor, label.textColor)}
    >
      {label.text}
    </span>
  );
}
