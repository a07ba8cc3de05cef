import { choiceOfSku, type Offer } from './offer';

/** What the shopper has chosen; `extra` is a format picked in the dialog that the block does not list. */
export type Selection = { material: string; format: string; extra: string | null };

const materialOf = (offer: Offer, value: string) =>
  offer.materials.find((material) => material.value === value);

/** The start: the block's selected material with its initial format, or what a preselected sku names. */
export function initialSelection(offer: Offer, selectedValue: string, sku?: string): Selection {
  const fromSku = sku ? choiceOfSku(offer, sku) : null;
  if (fromSku) return pickFormat(offer, { ...fromSku, extra: null }, fromSku.format);
  const material = materialOf(offer, selectedValue) ?? offer.materials[0];
  return {
    material: material?.value ?? selectedValue,
    format: material?.initiallySelectedFormat ?? '',
    extra: null,
  };
}

/** Changing the material resets the format to that material's initial format. */
export function chooseMaterial(offer: Offer, current: Selection, value: string): Selection {
  const material = materialOf(offer, value);
  if (!material) return current;
  return { material: value, format: material.initiallySelectedFormat, extra: null };
}

/** A format from the list; choosing any other than the extra one clears the extra option. */
export function chooseFormat(current: Selection, value: string): Selection {
  return { ...current, format: value, extra: value === current.extra ? current.extra : null };
}

/** A format from the dialog: selected in the list, or kept as an extra option when the list lacks it. */
export function pickFormat(offer: Offer, current: Selection, value: string): Selection {
  const material = materialOf(offer, current.material);
  if (!material || !material.allFormats.some((format) => format.value === value)) return current;
  const listed = material.formats.some((format) => format.value === value);
  return { ...current, format: value, extra: listed ? null : value };
}

/**
 * After prices arrive: a sku the shopper has not overruled yet picks material and format; else
 * what is still offered stays, and what is not falls back to the block's start.
 */
export function reconcileSelection(
  offer: Offer,
  current: Selection,
  start: { selectedValue: string; sku?: string; touched: boolean },
): Selection {
  const { selectedValue, sku, touched } = start;
  const material = materialOf(offer, current.material);
  const stillOffered =
    material &&
    (material.formats.some((format) => format.value === current.format) ||
      (current.extra !== null && material.allFormats.some((f) => f.value === current.extra)));
  if (!touched && sku && choiceOfSku(offer, sku))
    return initialSelection(offer, selectedValue, sku);
  return stillOffered ? current : initialSelection(offer, selectedValue);
}
