/** Seed prices: a euro price per format, converted per currency and rounded to shop-style endings. */
export type Prices = { eur: number; chf: number; gbp: number; usd: number };

const ending = (value: number, cents: number) => Math.max(1, Math.floor(value)) + cents;
const round2 = (value: number) => Math.round(value * 100) / 100;

export function prices(eur: number): Prices {
  // Cent prices (single photo prints) convert plainly; larger ones get .90 / .99 endings.
  if (eur < 5)
    return {
      eur: round2(eur),
      chf: round2(eur * 1.08),
      gbp: round2(eur * 0.86),
      usd: round2(eur * 1.1),
    };
  return {
    eur: round2(eur),
    chf: round2(ending(eur * 1.08, 0.9)),
    gbp: round2(ending(eur * 0.86, 0.99)),
    usd: round2(ending(eur * 1.1, 0.99)),
  };
}

/** A price with its struck-through original: the original is a quarter higher when discounted. */
export function pricePair(eur: number, discounted: boolean) {
  const current = prices(eur);
  return {
    priceCurrent: current,
    priceOriginal: discounted ? prices(Math.floor(eur * 1.25) + 0.95) : current,
  };
}

/** Base euro prices of wall-art formats (width x height in mm) per material. */
export const wallFormats = ['300x200', '400x300', '600x400', '900x600', '1200x800'] as const;
const wallBase: Record<(typeof wallFormats)[number], number> = {
  '300x200': 19.95,
  '400x300': 29.95,
  '600x400': 44.95,
  '900x600': 69.95,
  '1200x800': 99.95,
};
const materialFactor = {
  leinwand: 1,
  acrylglas: 1.6,
  aludibond: 1.4,
  poster: 0.45,
  forexplatte: 0.9,
  hahnemuehle: 0.8,
  gallerybond: 1.2,
} as const;
export type WallMaterial = keyof typeof materialFactor;
export const wallMaterials = Object.keys(materialFactor) as WallMaterial[];

export function wallPrice(material: WallMaterial, format: (typeof wallFormats)[number]): number {
  return Math.floor(wallBase[format] * materialFactor[material]) + 0.95;
}

/** Photo print formats (mm) from the catalogue, and per-print prices per paper. */
export const photoFormats = ['100x100', '130x90', '150x100', '180x130', '300x200'] as const;
const photoBase: Record<(typeof photoFormats)[number], number> = {
  '100x100': 0.19,
  '130x90': 0.15,
  '150x100': 0.19,
  '180x130': 0.39,
  '300x200': 1.99,
};
const paperFactor = { simple: 1, poster: 1.2, 'fotopapier-matt': 1.2, hahnemuehle: 3 } as const;
export type Paper = keyof typeof paperFactor;
export const papers = Object.keys(paperFactor) as Paper[];
export const photoPrice = (paper: Paper, format: (typeof photoFormats)[number]) =>
  round2(photoBase[format] * paperFactor[paper]);
