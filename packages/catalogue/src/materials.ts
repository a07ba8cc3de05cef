import { frameKinds, materials } from '@shop/contracts';
import type { Locale } from './locales';

// Declared with the content model, whose blocks name a material and a frame kind.
export { frameKinds, materials };

export type Material = (typeof materials)[number];

/** Further material keys used by products, prices and images beside the printable materials. */
export const extraMaterialKeys = [
  'alu-brushed',
  'fraesbild',
  'wallpaper',
  'photobook',
  'photobox',
  'card',
  'zubehoer',
  'fineart',
  'acrylglas-framed',
  'aludibond-framed',
  'leinwand-framed',
  'poster-framed',
] as const;
export type MaterialKey = Material | (typeof extraMaterialKeys)[number];

export type FrameKind = (typeof frameKinds)[number];

export const matOptions = ['creme', 'schwarz', 'weiss', 'none'] as const;
export type MatOption = (typeof matOptions)[number];
export const matTypes = ['mat-none', 'mat-weiss'] as const;
export type MatType = (typeof matTypes)[number];
export const matSizes = [0, 30] as const;
export type MatSize = (typeof matSizes)[number];
export const glassOptions = ['museum', 'normal'] as const;
export type GlassOption = (typeof glassOptions)[number];
export const backOptions = ['normal'] as const;
export type BackOption = (typeof backOptions)[number];
export const glassTypes = ['museumglas', 'museumacryl'] as const;
export type GlassType = (typeof glassTypes)[number];

export type FrameDefaults = { frameType: string; matSize: MatSize; matType: MatType };

/** Defaults of each frame kind: the black frame type, and a white 30 mm mat for alu and wood frames. */
export const frameKindDefaults: Record<FrameKind, FrameDefaults> = {
  alurahmen: { frameType: 'alurahmen-eckig-schwarz', matSize: 30, matType: 'mat-weiss' },
  artbox: { frameType: 'artbox-schwarz', matSize: 0, matType: 'mat-none' },
  fotorahmen: { frameType: 'fotorahmen-schwarz', matSize: 0, matType: 'mat-none' },
  // The black wood frame is the wood kind's default type, so it shares the white mat.
  holzrahmen: { frameType: 'holzrahmen-schwarz', matSize: 30, matType: 'mat-weiss' },
  kunststoffrahmen: { frameType: 'kunststoffrahmen-schwarz', matSize: 0, matType: 'mat-none' },
  'schattenfuge-leinwand': {
    frameType: 'schattenfuge-leinwand-schwarz',
    matSize: 0,
    matType: 'mat-none',
  },
  'schattenfuge-platte': {
    frameType: 'schattenfuge-platte-schwarz',
    matSize: 0,
    matType: 'mat-none',
  },
};

/** The frame kind offered first for a material; materials without one are sold unframed. */
export const defaultFrameByMaterial: Partial<Record<Material, FrameKind>> = {
  poster: 'holzrahmen',
  hahnemuehle: 'holzrahmen',
  leinwand: 'schattenfuge-leinwand',
  acrylglas: 'schattenfuge-platte',
  aludibond: 'schattenfuge-platte',
  forexplatte: 'schattenfuge-platte',
  gallerybond: 'schattenfuge-platte',
};

export function defaultFrameFor(material: Material): FrameKind | undefined {
  return defaultFrameByMaterial[material];
}

export const aluFrameShapes = ['angular', 'round'] as const;
export const aluFrameColours = [
  'gold',
  'copper',
  'black',
  'black-matte',
  'silver',
  'silver-matte',
  'white',
] as const;
export type AluFrameColour = {
  id: string;
  shape: (typeof aluFrameShapes)[number];
  colour: (typeof aluFrameColours)[number];
};

/** Alu frame colours: every colour in an angular and a round profile (14). */
export const aluFrameColourOptions: readonly AluFrameColour[] = aluFrameShapes.flatMap((shape) =>
  aluFrameColours.map((colour) => ({ id: `${shape}-${colour}`, shape, colour })),
);

/** Names en-US uses instead of the shared English ones. */
export const enUsNameOverrides: Readonly<Record<string, string>> = {
  aludibond: 'Metal Print',
  forexplatte: 'Foam board',
  passepartout: 'Mat',
  pvcplane: 'PVC tarp',
};

/** The en-US override for a material or option key, if that locale has one. */
export function nameOverride(key: string, locale: Locale): string | undefined {
  return locale === 'en-US' ? enUsNameOverrides[key] : undefined;
}
