import { accessoryKinds, cardOccasions } from '@shop/contracts';
import type { SurchargeClass } from './surcharges';

// Declared with the content model, whose blocks name an occasion and an accessory.
export { cardOccasions };

export const cardAccessories = accessoryKinds;
export type CardAccessory = (typeof cardAccessories)[number];

/** Envelope sizes in mm. */
export const envelopeSizes = {
  C6: { width: 162, height: 114 },
  B6: { width: 176, height: 125 },
  'DIN long': { width: 220, height: 110 },
} as const;
export type EnvelopeSize = keyof typeof envelopeSizes;

/** The surcharge class of each envelope size: C6 standard, B6 compact, DIN long large. */
export const envelopeSizeClasses = {
  C6: 'standard',
  B6: 'compact',
  'DIN long': 'large',
} as const satisfies Record<EnvelopeSize, SurchargeClass>;

/** The envelope size of an accessory's width and height in mm, if it is one. */
export function envelopeSizeOf(width: number, height: number): EnvelopeSize | undefined {
  return (Object.keys(envelopeSizes) as EnvelopeSize[]).find(
    (name) => envelopeSizes[name].width === width && envelopeSizes[name].height === height,
  );
}

export const refinementTypes = ['gold', 'ohne', 'relief', 'rosegold', 'silber'] as const;
export type RefinementType = (typeof refinementTypes)[number];

export type CardOccasion = (typeof cardOccasions)[number];

export const cardFilterKeys = [
  'aspectRatio',
  'category',
  'color',
  'label',
  'product',
  'punching',
  'style',
] as const;
export type CardFilterKey = (typeof cardFilterKeys)[number];

export const sortOptions = ['sort', 'popularity', 'created'] as const;
export type SortOption = (typeof sortOptions)[number];

export const labelColours = [
  'black',
  'blue',
  'cool-gray',
  'dirty-white',
  'green',
  'orange',
  'pink',
  'red',
  'smashy1',
  'smashy2',
  'white',
  'yellow',
] as const;
export type LabelColour = (typeof labelColours)[number];

/** Page sizes of the card filter page. */
export const cardFilterPageSizes = [12, 48] as const;
/** Aspect ratios of the card overview tiles (width-height). */
export const cardOverviewRatios = ['7-5', '5-7', '1-1'] as const;

/** Die-cut shapes of a card (filter key `punching`). */
export const cardPunchings = ['ohne', 'abgerundet', 'herz', 'welle'] as const;
export type CardPunching = (typeof cardPunchings)[number];

/** Design styles of card themes (filter key `style`). */
export const cardStyles = [
  'klassisch',
  'modern',
  'verspielt',
  'elegant',
  'rustikal',
  'minimalistisch',
] as const;
export type CardStyle = (typeof cardStyles)[number];

/** Main colours of card themes (filter key `color`). */
export const cardColours = [
  'weiss',
  'schwarz',
  'gold',
  'rosa',
  'blau',
  'gruen',
  'rot',
  'beige',
  'grau',
  'bunt',
] as const;
export type CardColour = (typeof cardColours)[number];
