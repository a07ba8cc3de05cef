import type { LengthUnit } from './locales';

const maxIntegerDigits = 4;
const maxDecimalDigits = 1;

/** Decimal separator of the size field: a comma for cm, a point for inch locales. */
export function sizeDecimalSeparator(unit: LengthUnit): ',' | '.' {
  return unit === 'in' ? '.' : ',';
}

/**
 * Cleans what a shopper types into a size field: digits and separators only, repeated separators
 * collapsed, leading separators and zeros stripped, at most 4 integer and 1 decimal digit, and the
 * unit's decimal separator. A trailing separator stays so typing `12,` can go on to `12,5`.
 */
export function cleanSizeInput(raw: string, unit: LengthUnit): string {
  const separator = sizeDecimalSeparator(unit);
  const normalised = raw
    .replace(/[^\d.,]/g, '')
    .replace(/[.,]+/g, separator)
    .replace(/^[.,0]+/, '');
  const [integer = '', ...rest] = normalised.split(separator);
  const head = integer.slice(0, maxIntegerDigits);
  if (rest.length === 0) return head;
  return `${head}${separator}${rest.join('').slice(0, maxDecimalDigits)}`;
}

/** The number in a cleaned size field: comma → point, empty → 0. */
export function parseSizeInput(value: string): number {
  const number = Number.parseFloat(value.replace(',', '.'));
  return Number.isFinite(number) ? number : 0;
}

/** A size field's value in cm: inches × 2.54, rounded to a tenth of a millimetre. */
export function sizeInputToCm(value: string, unit: LengthUnit): number {
  const number = parseSizeInput(value);
  const cm = unit === 'in' ? number * 2.54 : number;
  return Math.round(cm * 100) / 100;
}
