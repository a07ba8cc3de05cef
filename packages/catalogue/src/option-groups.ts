import type { LengthUnit } from './locales';

/** Option groups a material can offer, each with its option values. */
export const optionGroups = {
  drilling: ['none', 'corners'],
  printProcess: ['direct-print', 'fine-art-glossy', 'fine-art-matte', 'fine-art-hahnemuehle'],
  finish: ['standard', 'brushed', 'matt-cotton-smooth', 'silk-matte', 'eco-paper'],
  backlitFilm: ['led-frame', 'none'],
  milling: ['none', 'lines', 'dots'],
  adhesiveFilm: ['normal', 'transparent', 'transparent-mirrored', 'white'],
  stretcherFrame: ['25', '38'],
  canvasEdge: ['coloured', 'mirrored', 'folded'],
  posterLamination: ['none', 'glossy', 'matte'],
  eyelets: ['none', 'simple'],
} as const;
export type OptionGroup = keyof typeof optionGroups;
export type OptionValue<G extends OptionGroup> = (typeof optionGroups)[G][number];
export const optionGroupNames = Object.keys(optionGroups) as OptionGroup[];

export function isOptionValue<G extends OptionGroup>(
  group: G,
  value: unknown,
): value is OptionValue<G> {
  return (optionGroups[group] as readonly unknown[]).includes(value);
}

export type StretcherFrame = OptionValue<'stretcherFrame'>;

/** Stretcher frame depth: 2.5 or 3.8 cm, sold as 1 and 1.5 inch in inch locales. */
export function stretcherFrameDepth(
  value: StretcherFrame,
  unit: LengthUnit,
): { value: number; unit: LengthUnit } {
  if (unit === 'in') return { value: value === '25' ? 1 : 1.5, unit };
  return { value: value === '25' ? 2.5 : 3.8, unit };
}
