import { languages, type FrameKind, type Material } from '@shop/catalogue';

/** Card types the card brand's calculator offers; the wall-art materials come from @shop/catalogue. */
export const cardTypes = ['klappkarte', 'postkarte', 'doppelkarte'] as const;
export type CardType = (typeof cardTypes)[number];

/** What the calculator sells: wall art by material, cards by card type. */
export const calculatorProducts = ['photoframe', 'card'] as const;
export type CalculatorProduct = (typeof calculatorProducts)[number];

export const photoboxKinds = ['small', 'max'] as const;
export type PhotoboxKind = (typeof photoboxKinds)[number];

/** Languages the service holds texts for (material names, labels, campaign headlines). */
export const textLanguages = languages;
export type TextLanguage = (typeof textLanguages)[number];
export type Texts = Record<TextLanguage, string>;

/** Price article keys: what a price row prices. */
export const articleKey = {
  format: (material: string, format: string) => `format/${material}/${format}`,
  frame: (kind: FrameKind, format: string) => `frame/${kind}/${format}`,
  option: (material: string, group: string, value: string) =>
    `option/${material}/${group}/${value}`,
  photobox: (kind: PhotoboxKind, format: string) => `photobox/${kind}/${format}`,
  accessory: (sku: string) => `accessory/${sku}`,
  cardRefinement: (refinement: string) => `card-refinement/${refinement}`,
  calendar: (type: string, format: string) => `calendar/${type}/${format}`,
  calendarMounting: (type: string, mounting: string) => `calendar-mounting/${type}/${mounting}`,
  photobook: (type: string, format: string) => `photobook/${type}/${format}`,
  /** Each further `step` pages above the type's minimum. */
  photobookPages: (type: string, format: string) => `photobook-pages/${type}/${format}`,
  photobookOption: (type: string, group: PhotobookOptionGroup, value: string) =>
    `photobook-option/${type}/${group}/${value}`,
  merch: (productType: string) => `merch/${productType}`,
  photoprint: (paper: string, format: string) => `photoprint/${paper}/${format}`,
};

/** Photobook option groups that are priced per book. */
export const photobookOptionGroups = ['cover', 'binding', 'paper', 'refinement'] as const;
export type PhotobookOptionGroup = (typeof photobookOptionGroups)[number];

/** The SKU of a configured wall-art or card article: material, format and frame type. */
export function articleSku(
  material: Material | CardType | string,
  format: string,
  frameType?: string | null,
): string {
  return frameType ? `${material}-${format}-${frameType}` : `${material}-${format}`;
}
