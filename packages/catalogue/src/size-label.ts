import {
  displayDimensions,
  formatKeyDimensions,
  formatString,
  isValidFormat,
  type Dimensions,
} from './formats';
import type { LengthUnit, Locale } from './locales';

/** A format's size in the shopper's unit: `600x400` mm → 60 × 40 cm; named formats (`a6-hoch`) too. */
export function displaySize(format: string, unit: LengthUnit): Dimensions {
  const mm = isValidFormat(format) ? format : formatString(formatKeyDimensions(format));
  const { width, height } = displayDimensions(mm, unit);
  return { width, height };
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** `60 × 40 cm` in the locale's number style; `rotated` gives the portrait form `40 × 60 cm`. */
export function sizeLabel(
  format: string,
  unit: LengthUnit,
  locale: Locale,
  options: { rotated?: boolean } = {},
): string {
  let numbers = numberFormats.get(locale);
  if (!numbers) {
    numbers = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    numberFormats.set(locale, numbers);
  }
  const { width, height } = displaySize(format, unit);
  const [first, second] = options.rotated ? [height, width] : [width, height];
  return `${numbers.format(first)} × ${numbers.format(second)} ${unit}`;
}
