/** Kinds of product the designer tool builds. */
export const productKinds = [
  'calendar',
  'card',
  'photobook',
  'photobox',
  'photoPrints',
  'photoFrame',
  'collage',
] as const;
export type ProductKind = (typeof productKinds)[number];

/** Photobox types; any other photoboxType (e.g. `photoprint`) means loose photo prints. */
export const photoboxTypes = ['small', 'max'] as const;

export type ProductKindHints = {
  photoboxType?: string | null;
  materialType?: string | null;
  frameType?: string | null;
  designId?: string | number | null;
  /** Set where a frame or material belongs to a collage although no design is chosen yet. */
  collage?: boolean;
  calendarType?: string | null;
  photobookType?: string | null;
  photobookPrinting?: string | null;
  themeId?: string | number | null;
};

const given = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * The product kind a set of designer parameters points at, checked in this order:
 * photoboxType, then materialType/frameType (collage with a designId or the collage flag, else
 * photo frame), calendarType, photobookType/photobookPrinting, themeId.
 */
export function inferProductKind(hints: ProductKindHints): ProductKind | undefined {
  if (given(hints.photoboxType)) {
    return (photoboxTypes as readonly string[]).includes(String(hints.photoboxType).toLowerCase())
      ? 'photobox'
      : 'photoPrints';
  }
  if (given(hints.materialType) || given(hints.frameType)) {
    return given(hints.designId) || hints.collage ? 'collage' : 'photoFrame';
  }
  if (given(hints.calendarType)) return 'calendar';
  if (given(hints.photobookType) || given(hints.photobookPrinting)) return 'photobook';
  if (given(hints.themeId)) return 'card';
  return undefined;
}
