import {
  cardQuantities,
  channelDefaults,
  defaultCardQuantity,
  envelopeSizeClasses,
  envelopeSizeOf,
  envelopeSizes,
  envelopeSurcharge,
  formatKeyDimensions,
  refinementTypes,
  type EnvelopeSize,
} from '@shop/catalogue';
import type {
  CardAccessoriesPayload,
  CardAccessoryOrderPayload,
  CardAccessoryPricePayload,
  CardPricePayload,
} from '@shop/contracts';
import { badRequest } from '@shop/server-kit';
import type { CatalogueContext } from '../http/context';
import type { AccessoryRecord, MaterialRecord } from '../model/document';
import { articleKey } from '../model/keys';
import type { CatalogueIndex, Price } from '../store/catalogue-index';
import { isSold } from './framing';
import { inShop, oneOf, priceIn, sumPrices, timesPrice } from './product-prices';
import { productFormat, valueLabel } from './product-texts';

/** Accessory kinds that go with a card, in the order the card page offers them. */
export const cardAccessorySubTypes = ['envelope', 'inlay'] as const;

/** Card types sold in the shop. */
export function soldCardTypes(index: CatalogueIndex, ctx: CatalogueContext): MaterialRecord[] {
  return [...index.materials.values()].filter((m) => m.product === 'card' && isSold(index, ctx, m));
}

function requireCardType(index: CatalogueIndex, ctx: CatalogueContext, cardType: string) {
  const sold = soldCardTypes(index, ctx);
  const name = oneOf(
    'cardType',
    cardType,
    sold.map((m) => m.materialType),
    inShop(ctx),
  );
  return sold.find((m) => m.materialType === name)!;
}

/** The priced formats of a card type. */
export function cardFormats(index: CatalogueIndex, ctx: CatalogueContext, card: MaterialRecord) {
  return card.formats.flatMap(({ formatType }) => {
    const price = priceIn(index, ctx, articleKey.format(card.materialType, formatType));
    return price ? [{ formatType, price }] : [];
  });
}

function requireCardFormat(
  index: CatalogueIndex,
  ctx: CatalogueContext,
  card: MaterialRecord,
  formatType: string,
): Price {
  const formats = cardFormats(index, ctx, card);
  oneOf(
    'formatType',
    formatType,
    formats.map((f) => f.formatType),
    ` for ${card.materialType}`,
  );
  return formats.find((f) => f.formatType === formatType)!.price;
}

/** Card accessories sold in the shop with their price per card. */
function pricedCardAccessories(index: CatalogueIndex, ctx: CatalogueContext) {
  return index.accessories.flatMap((accessory) => {
    if (!(cardAccessorySubTypes as readonly string[]).includes(accessory.subType)) return [];
    const price = priceIn(index, ctx, articleKey.accessory(accessory.sku));
    return price ? [{ accessory, price }] : [];
  });
}

/** Whether a card of this format (closed, in mm) slides into the accessory, either way round. */
function fitsIn(formatType: string | undefined, accessory: AccessoryRecord): boolean {
  if (!formatType) return true;
  const { width, height } = formatKeyDimensions(formatType);
  const [cardLong, cardShort] = [Math.max(width, height), Math.min(width, height)];
  const [long, short] = [
    Math.max(accessory.width, accessory.height),
    Math.min(accessory.width, accessory.height),
  ];
  return cardLong + 4 <= long && cardShort + 4 <= short;
}

export function cardAccessoriesView(
  index: CatalogueIndex,
  ctx: CatalogueContext,
  query: { cardType?: string; formatType?: string; subType?: string },
): CardAccessoriesPayload {
  if (query.formatType && !query.cardType)
    throw badRequest('formatType needs a cardType (klappkarte, postkarte, …)');
  const card = query.cardType ? requireCardType(index, ctx, query.cardType) : null;
  if (card && query.formatType) requireCardFormat(index, ctx, card, query.formatType);
  const all = pricedCardAccessories(index, ctx);
  if (query.subType)
    oneOf('subType', query.subType, [...new Set(all.map((a) => a.accessory.subType))], inShop(ctx));
  const accessories = all
    .filter(({ accessory }) => !query.subType || accessory.subType === query.subType)
    .map(({ accessory, price }) => {
      const envelopeSize = envelopeSizeOf(accessory.width, accessory.height) ?? null;
      return {
        sku: accessory.sku,
        subType: accessory.subType,
        label: `${valueLabel(accessory.subType, ctx.language)}${envelopeSize ? ` ${envelopeSize}` : ''}`,
        width: accessory.width,
        height: accessory.height,
        subTypes: [...accessory.subTypes],
        envelopeSize,
        sizeClass: envelopeSize ? envelopeSizeClasses[envelopeSize] : null,
        fits: fitsIn(query.formatType, accessory),
        ...price,
      };
    });
  const envelopes = accessories
    .filter((a) => a.subType === 'envelope' && a.fits)
    .sort((a, b) => a.width * a.height - b.width * b.height);
  return {
    currency: ctx.currency,
    cardType: card?.materialType ?? null,
    formatType: query.formatType ?? null,
    envelopeSizes: (Object.keys(envelopeSizes) as EnvelopeSize[]).flatMap((name) => {
      const sizeClass = envelopeSizeClasses[name];
      const surcharge = envelopeSurcharge(sizeClass, ctx.country);
      if (!surcharge) return [];
      return [
        {
          name,
          ...envelopeSizes[name],
          sizeClass,
          surcharge: { priceCurrent: surcharge.amount, priceOriginal: surcharge.amount },
        },
      ];
    }),
    defaultEnvelopeSku: envelopes[0]?.sku ?? null,
    accessories,
  };
}

// Folded cards go out with an envelope; an inlay only fits inside a folded card.
const preselected: Record<string, readonly string[]> = {
  klappkarte: ['envelope'],
  doppelkarte: ['envelope'],
  postkarte: [],
};
const folded = new Set(['klappkarte', 'doppelkarte']);

export function cardAccessoryOrderView(
  index: CatalogueIndex,
  ctx: CatalogueContext,
  query: { cardType?: string },
): CardAccessoryOrderPayload {
  const card = query.cardType ? requireCardType(index, ctx, query.cardType) : null;
  const all = pricedCardAccessories(index, ctx);
  const kinds = cardAccessorySubTypes.filter(
    (kind) =>
      all.some((a) => a.accessory.subType === kind) &&
      (kind !== 'inlay' || !card || folded.has(card.materialType)),
  );
  return {
    cardType: card?.materialType ?? null,
    order: kinds.map((subType, position) => ({
      subType,
      label: valueLabel(subType, ctx.language),
      position,
      preselected: card ? (preselected[card.materialType] ?? []).includes(subType) : false,
      skus: all.filter((a) => a.accessory.subType === subType).map((a) => a.accessory.sku),
    })),
  };
}

function requireQuantity(quantity: number): number {
  if (cardQuantities.includes(quantity)) return quantity;
  throw badRequest(`quantity ${quantity} is not offered; use one of: ${cardQuantities.join(', ')}`);
}

function requireAccessories(
  index: CatalogueIndex,
  ctx: CatalogueContext,
  skus: string[],
  name: string,
) {
  if (new Set(skus).size !== skus.length) throw badRequest(`${name} names a sku twice`);
  const all = pricedCardAccessories(index, ctx);
  return skus.map((sku) => {
    oneOf(
      `${name} sku`,
      sku,
      all.map((a) => a.accessory.sku),
      inShop(ctx),
    );
    return all.find((a) => a.accessory.sku === sku)!;
  });
}

export function cardAccessoryPriceView(
  index: CatalogueIndex,
  ctx: CatalogueContext,
  query: { skus: string[]; quantity: number },
): CardAccessoryPricePayload {
  const quantity = requireQuantity(query.quantity);
  const items = requireAccessories(index, ctx, query.skus, 'skus').map(({ accessory, price }) => ({
    sku: accessory.sku,
    subType: accessory.subType,
    unitPrice: { priceCurrent: price.priceCurrent, priceOriginal: price.priceOriginal },
    ...timesPrice(price, quantity),
  }));
  return { quantity, currency: ctx.currency, items, ...sumPrices(items) };
}

export function cardPriceView(
  index: CatalogueIndex,
  ctx: CatalogueContext,
  query: {
    cardType: string;
    formatType: string;
    quantity?: number;
    refinementType?: string;
    accessorySkus?: string[];
  },
): CardPricePayload {
  const card = requireCardType(index, ctx, query.cardType);
  const base = requireCardFormat(index, ctx, card, query.formatType);
  const quantity = requireQuantity(query.quantity ?? defaultCardQuantity);
  const refinements = refinementTypes.flatMap((value) => {
    const price = priceIn(index, ctx, articleKey.cardRefinement(value));
    return price ? [{ value, price }] : [];
  });
  const offered = refinements.map((r) => r.value);
  const brandDefault = channelDefaults(ctx.channel).refinement;
  const preset = offered.includes(brandDefault) ? brandDefault : (offered[0] ?? 'ohne');
  const refinementType = oneOf(
    'refinementType',
    query.refinementType ?? preset,
    offered,
    inShop(ctx),
  );
  const refinement = refinements.find((r) => r.value === refinementType)!.price;
  const accessories = requireAccessories(index, ctx, query.accessorySkus ?? [], 'accessorySkus');
  const parts = [
    { kind: 'card', key: `${card.materialType}/${query.formatType}`, ...base },
    { kind: 'refinement', key: refinementType, ...refinement },
    ...accessories.map(({ accessory, price }) => ({
      kind: accessory.subType,
      key: accessory.sku,
      ...price,
    })),
  ];
  const unitPrice = sumPrices(parts);
  return {
    cardType: card.materialType,
    formatType: query.formatType,
    format: productFormat(query.formatType, ctx),
    quantity,
    refinementType,
    currency: ctx.currency,
    unitPrice,
    ...timesPrice(unitPrice, quantity),
    parts,
    quantityChoices: [...cardQuantities],
    defaultQuantity: defaultCardQuantity,
    refinements: refinements.map(({ value, price }) => ({
      value,
      label: valueLabel(value, ctx.language),
      isDefault: value === preset,
      ...price,
    })),
  };
}
