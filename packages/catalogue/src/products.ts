import { productTypes } from '@shop/contracts';

// Declared with the content model, whose blocks name a product.
export { productTypes };

export const productGroups = ['framedMaterial', 'photoFrame', 'photobox', 'photoprint'] as const;
export type ProductGroup = (typeof productGroups)[number];

export type ProductType = (typeof productTypes)[number];

/** The designer's product types (the second, upper-case set). */
export const designerProductTypes = [
  'CARD',
  'CALENDAR',
  'PHOTOBOOK',
  'COLLAGE',
  'PHOTOBOX',
  'PHOTO_PRINTS',
] as const;
export type DesignerProductType = (typeof designerProductTypes)[number];

export type ProductFields = {
  card?: unknown;
  category?: unknown;
  occasion?: unknown;
  themeId?: unknown;
  designGroupId?: unknown;
  designId?: unknown;
  designGroupSetId?: unknown;
};

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * Product type from the fields a record carries: card (card, category, occasion or themeId),
 * calendar (designGroupId plus designId), photobook (designGroupSetId), collage (designId).
 */
export function deriveProductType(fields: ProductFields): DesignerProductType | undefined {
  if (
    present(fields.card) ||
    present(fields.category) ||
    present(fields.occasion) ||
    present(fields.themeId)
  ) {
    return 'CARD';
  }
  if (present(fields.designGroupId) && present(fields.designId)) return 'CALENDAR';
  if (present(fields.designGroupSetId)) return 'PHOTOBOOK';
  if (present(fields.designId)) return 'COLLAGE';
  return undefined;
}
