import type { LengthUnit } from './locales';

export type Dimensions = { width: number; height: number };

const formatPattern = /^([1-9]\d*)x([1-9]\d*)$/;

/** `300x200` → width and height; anything but two positive integers without leading zeros → 0 × 0. */
export function parseFormat(format: string): Dimensions {
  const match = typeof format === 'string' ? formatPattern.exec(format) : null;
  if (!match) return { width: 0, height: 0 };
  return { width: Number(match[1]), height: Number(match[2]) };
}

/** Width and height joined by `x`. */
export function formatString({ width, height }: Dimensions): string {
  return `${width}x${height}`;
}

export function isValidFormat(format: string): boolean {
  return formatPattern.test(format);
}

/** Millimetres to tenths of a millimetre, the unit dimensions are stored in. */
export function mmToTenths(mm: number): number {
  return Math.round(mm * 10);
}

export function tenthsToMm(tenths: number): number {
  return tenths / 10;
}

export function tenthsToCm(tenths: number): number {
  return tenths / 100;
}

export const isoSizeNames = ['A0', 'A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8'] as const;
export type IsoSizeName = (typeof isoSizeNames)[number];

/** ISO 216 A sizes in mm, portrait (width < height). */
export const isoSizesMm: Record<IsoSizeName, Dimensions> = {
  A0: { width: 841, height: 1189 },
  A1: { width: 594, height: 841 },
  A2: { width: 420, height: 594 },
  A3: { width: 297, height: 420 },
  A4: { width: 210, height: 297 },
  A5: { width: 148, height: 210 },
  A6: { width: 105, height: 148 },
  A7: { width: 74, height: 105 },
  A8: { width: 52, height: 74 },
};

/** mm dimensions of a size name (`A4`, `a4`), or undefined for an unknown name. */
export function isoSize(name: string): Dimensions | undefined {
  return isoSizesMm[name.toUpperCase() as IsoSizeName];
}

/**
 * mm dimensions of a product format key: `a4-hoch` / `a4-quer` (ISO portrait / landscape),
 * `150-400` or `150x400`. Unknown keys give 0 × 0, like an invalid format string.
 */
export function formatKeyDimensions(key: string): Dimensions {
  const iso = /^(a[0-8])-(hoch|quer)$/i.exec(key);
  if (iso) {
    const size = isoSize(iso[1]!) as Dimensions;
    return iso[2]!.toLowerCase() === 'hoch' ? size : { width: size.height, height: size.width };
  }
  return parseFormat(key.replace('-', 'x'));
}

export const aspectRatioFormats = [
  '16:9',
  '2:1',
  '3:1',
  '3:2',
  '4:1',
  '4:3',
  '5:1',
  '5:2',
  '5:4',
  '6:1',
] as const;
export const specialFormatKinds = [
  'din',
  'square',
  'standard',
  'custom',
  'hidden',
  'fototapete',
  'panoramic-wide',
  'panoramic-ultra-wide',
] as const;
export type AspectRatioFormat =
  (typeof aspectRatioFormats)[number] | (typeof specialFormatKinds)[number];

/** `16:9` → 16/9; the named kinds have no fixed ratio and give undefined. */
export function aspectRatioValue(format: string): number | undefined {
  const match = /^(\d+):(\d+)$/.exec(format);
  if (!match || Number(match[2]) === 0) return undefined;
  return Number(match[1]) / Number(match[2]);
}

/** Photo print formats in mm. */
export const photoFormats = [
  '100x100',
  '100x120',
  '130x90',
  '150x100',
  '180x130',
  '300x200',
] as const;
export type PhotoFormat = (typeof photoFormats)[number];

/** A mm format as shown to shoppers: cm, or inches to one decimal in inch locales. */
export function displayDimensions(
  format: string,
  unit: LengthUnit,
): Dimensions & { unit: LengthUnit } {
  const { width, height } = parseFormat(format);
  const convert = (mm: number) => (unit === 'in' ? Math.round((mm / 25.4) * 10) / 10 : mm / 10);
  return { width: convert(width), height: convert(height), unit };
}

export const photoProductTypes = ['photobox-small', 'photobox-max', 'photoprint'] as const;
export type PhotoProductType = (typeof photoProductTypes)[number];
export const photoPaperVariants = ['simple', 'poster', 'fotopapier-matt', 'hahnemuehle'] as const;
export type PhotoPaperVariant = (typeof photoPaperVariants)[number];
