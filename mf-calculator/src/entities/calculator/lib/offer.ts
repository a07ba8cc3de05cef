import {
  currencyForLocale,
  sizeLabel,
  unitForLocale,
  type Currency,
  type Locale,
} from '@shop/catalogue';
import type { BlockOf, CalculatorReferencePayload } from '@shop/contracts';
import type { Translate } from '@shop/i18n';

export type CalculatorBlock = BlockOf<'Calculator'>;

export type CalculatorLabel = { text: string; backgroundColor: string; textColor: string };

export type FormatOffer = {
  value: string;
  /** The size as shown: `60 × 40 cm`. */
  label: string;
  priceCurrent: number | null;
  priceOriginal: number | null;
  featured: boolean;
  sku: string | null;
};

export type MaterialOffer = {
  value: string;
  label: string;
  context: Record<string, unknown>;
  /** The formats the block lists, in its order. */
  formats: FormatOffer[];
  /** Every format sold in this material, for the More formats dialog. */
  allFormats: FormatOffer[];
  initiallySelectedFormat: string;
  badge: CalculatorLabel | null;
};

export type Offer = { currency: Currency; materials: MaterialOffer[] };

/** Products whose prices the catalogue service answers; the others show the content's prices. */
export const livePricedProducts = ['photoframe', 'card'] as const;

export const hasLivePrices = (product: string) =>
  (livePricedProducts as readonly string[]).includes(product);

type ContentPrices = Partial<Record<'eur' | 'chf' | 'gbp' | 'usd', number>>;

const amountIn = (prices: unknown, currency: Currency): number | null => {
  const amount = (prices as ContentPrices | undefined)?.[
    currency.toLowerCase() as keyof ContentPrices
  ];
  return typeof amount === 'number' ? amount : null;
};

const contentLabel = (block: CalculatorBlock, position: number): CalculatorLabel | null => {
  const label = block.labels?.find((entry) => entry.index === position);
  return label
    ? { text: label.text, backgroundColor: label.backgroundColor, textColor: label.textColor }
    : null;
};

/**
 * The block's own offer: its materials and formats, with the content's prices in the shop's
 * currency for products the catalogue does not price; live-priced ones wait for the catalogue.
 */
function contentOffer(block: CalculatorBlock, locale: Locale, t: Translate): Offer {
  const currency = currencyForLocale(locale);
  const unit = unitForLocale(locale);
  const priced = !hasLivePrices(block.product);
  const materials = block.options.map((option, position): MaterialOffer => {
    const formats = option.formats.map((format) => ({
      value: format.value,
      label: sizeLabel(format.value, unit, locale),
      priceCurrent: priced ? amountIn(format.priceCurrent, currency) : null,
      priceOriginal: priced ? amountIn(format.priceOriginal, currency) : null,
      featured: false,
      sku: null,
    }));
    return {
      value: option.value,
      label: t(option.labelTranslationKey),
      context: option.context ?? {},
      formats,
      allFormats: formats,
      initiallySelectedFormat: option.initiallySelectedFormat,
      badge: contentLabel(block, position),
    };
  });
  return { currency, materials };
}

/**
 * The block's materials and formats with the catalogue's live prices and names. Materials and
 * formats the shop does not sell in this country are left out; a material none of whose listed
 * formats is sold shows the catalogue's featured formats instead.
 */
export function buildOffer(
  block: CalculatorBlock,
  locale: Locale,
  reference: CalculatorReferencePayload | null,
  t: Translate,
): Offer {
  const fromContent = contentOffer(block, locale, t);
  if (!reference) return fromContent;
  const serviceLabel = (value: string) => {
    const position = reference.options.findIndex((option) => option.value === value);
    const label = reference.labels.find((entry) => entry.index === position);
    return label
      ? { text: label.text, backgroundColor: label.backgroundColor, textColor: label.textColor }
      : null;
  };
  const materials = fromContent.materials.flatMap((material): MaterialOffer[] => {
    const sold = reference.options.find((option) => option.value === material.value);
    if (!sold) return [];
    const allFormats = sold.formats.map((format) => ({
      value: format.value,
      label: format.label,
      priceCurrent: format.priceCurrent,
      priceOriginal: format.priceOriginal,
      featured: format.featured,
      sku: format.sku,
    }));
    const listed = material.formats.flatMap(
      (format) => allFormats.find((known) => known.value === format.value) ?? [],
    );
    const formats = listed.length > 0 ? listed : allFormats.filter((format) => format.featured);
    const initial = [material.initiallySelectedFormat, sold.initiallySelectedFormat].find((value) =>
      formats.some((format) => format.value === value),
    );
    return [
      {
        ...material,
        label: sold.label,
        formats,
        allFormats,
        initiallySelectedFormat: initial ?? formats[0]?.value ?? '',
        badge: material.badge ?? serviceLabel(material.value),
      },
    ];
  });
  return { currency: reference.currency as Currency, materials };
}

/** Material and format a sku names (`acrylglas-900x600`, optionally with a frame suffix). */
export function choiceOfSku(
  offer: Offer,
  sku: string,
): { material: string; format: string } | null {
  for (const material of offer.materials) {
    const match = material.allFormats.find(
      (format) => format.sku === sku || sku === `${material.value}-${format.value}`,
    );
    if (match) return { material: material.value, format: match.value };
  }
  return null;
}

/** The format with the largest saving in a list, if any format is reduced. */
export function topDealOf(formats: readonly FormatOffer[]): string | null {
  let best: { value: string; saving: number } | null = null;
  for (const format of formats) {
    if (format.priceCurrent === null || format.priceOriginal === null) continue;
    const saving = format.priceOriginal - format.priceCurrent;
    if (saving > 0 && (!best || saving > best.saving)) best = { value: format.value, saving };
  }
  return best?.value ?? null;
}
