import {
  aspectRatioFormats,
  aspectRatioValue,
  displayDimensions,
  formatKeyDimensions,
  formatString,
  isValidFormat,
  type Dimensions,
  type LengthUnit,
  type Locale,
} from '@shop/catalogue';

/** A format's size in the shopper's unit: `600x400` mm → 60 × 40 cm; named formats (`a6-hoch`) too. */
export function displaySize(format: string, unit: LengthUnit): Dimensions {
  const mm = isValidFormat(format) ? format : formatString(formatKeyDimensions(format));
  const { width, height } = displayDimensions(mm, unit);
  return { width, height };
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** `60 × 40 cm` in the locale's number style. */
export function sizeLabel(format: string, unit: LengthUnit, locale: Locale): string {
  let numbers = numberFormats.get(locale);
  if (!numbers)
    numberFormats.set(
      locale,
      (numbers = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 })),
    );
  const { width, height } = displaySize(format, unit);
  return `${numbers.format(width)} × ${numbers.format(height)} ${unit}`;
}

export type Orientation = 'landscape' | 'portrait' | 'square';

/** The aspect-ratio group of a format (`3:2`, `square`, `din`, or `custom`) and its orientation. */
export function aspectOf(format: string): { aspectRatio: string; orientation: Orientation } {
  const { width, height } = formatKeyDimensions(format);
  if (width === 0 || height === 0) return { aspectRatio: 'custom', orientation: 'square' };
  const orientation: Orientation =
    width === height ? 'square' : width > height ? 'landscape' : 'portrait';
  const ratio = Math.max(width, height) / Math.min(width, height);
  if (ratio === 1) return { aspectRatio: 'square', orientation };
  const named = aspectRatioFormats.find(
    (name) => Math.abs((aspectRatioValue(name) ?? 0) - ratio) < 0.01,
  );
  if (named) return { aspectRatio: named, orientation };
  if (Math.abs(ratio - Math.SQRT2) < 0.02) return { aspectRatio: 'din', orientation };
  return { aspectRatio: 'custom', orientation };
}
