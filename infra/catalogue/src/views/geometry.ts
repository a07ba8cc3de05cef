import { aspectRatioFormats, aspectRatioValue, formatKeyDimensions } from '@shop/catalogue';

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
