// Card calls: GET /web-api/card-accessories, /web-api/card-accessory-order,
// /web-api/card-accessory-price and /web-api/card-price.
import { z } from 'zod';
import { catalogueOfferSchema } from '../catalogue-api';
import {
  currencySchema,
  pricedChoiceSchema,
  pricePartSchema,
  productFormatSchema,
  queryInteger,
  queryKey,
  queryList,
} from './common';

const sizeClass = z.enum(['standard', 'compact', 'large']);

/** Query of `/web-api/card-accessories`: the accessories that go with a card type and format. */
export const cardAccessoriesQuerySchema = z
  .object({
    cardType: queryKey('cardType').optional(),
    formatType: queryKey('formatType').optional(),
    subType: queryKey('subType').optional(),
  })
  .strict();

/** An envelope size (C6, B6, DIN long) with its surcharge class and the per-card surcharge in the country. */
export const envelopeSizeSchema = z.object({
  name: z.string(),
  width: z.number(),
  height: z.number(),
  sizeClass,
  surcharge: catalogueOfferSchema,
});

/** An accessory of a card with its price per card. */
export const cardAccessorySchema = catalogueOfferSchema.extend({
  sku: z.string(),
  subType: z.string(),
  label: z.string(),
  /** Size in mm. */
  width: z.number(),
  height: z.number(),
  /** Colours or variants to choose from. */
  subTypes: z.array(z.string()),
  envelopeSize: z.string().nullable(),
  sizeClass: sizeClass.nullable(),
  /** Whether the card (cardType and formatType of the query) fits in it; true without a card. */
  fits: z.boolean(),
});

/**
 * `GET /web-api/card-accessories` — envelopes, inlays and other accessories of the card brand with
 * the envelope sizes and their surcharges per size class in the country, and the envelope to
 * preselect for the card (the smallest that fits).
 */
export const cardAccessoriesPayloadSchema = z.object({
  currency: currencySchema,
  cardType: z.string().nullable(),
  formatType: z.string().nullable(),
  envelopeSizes: z.array(envelopeSizeSchema),
  defaultEnvelopeSku: z.string().nullable(),
  accessories: z.array(cardAccessorySchema),
});

/** Query of `/web-api/card-accessory-order`. */
export const cardAccessoryOrderQuerySchema = z
  .object({ cardType: queryKey('cardType').optional() })
  .strict();

/**
 * `GET /web-api/card-accessory-order` — a read: the order in which the card detail page offers the
 * accessory kinds for a card type (envelope first), each with its skus and whether it is preselected.
 */
export const cardAccessoryOrderPayloadSchema = z.object({
  cardType: z.string().nullable(),
  order: z.array(
    z.object({
      subType: z.string(),
      label: z.string(),
      position: z.number().int(),
      preselected: z.boolean(),
      skus: z.array(z.string()),
    }),
  ),
});

/** Query of `/web-api/card-accessory-price`: skus for a card quantity. */
export const cardAccessoryPriceQuerySchema = z
  .object({
    skus: queryList(queryKey('skus')),
    /** One of the card quantity choices (1, 5, 10, … 5000). */
    quantity: queryInteger('quantity'),
  })
  .strict();

/** `GET /web-api/card-accessory-price` — what the accessories cost for the quantity, per sku and in total. */
export const cardAccessoryPricePayloadSchema = catalogueOfferSchema.extend({
  quantity: z.number().int(),
  currency: currencySchema,
  items: z.array(
    catalogueOfferSchema.extend({
      sku: z.string(),
      subType: z.string(),
      unitPrice: catalogueOfferSchema,
    }),
  ),
});

/** Query of `/web-api/card-price`. */
export const cardPriceQuerySchema = z
  .object({
    cardType: queryKey('cardType'),
    formatType: queryKey('formatType'),
    /** One of the quantity choices; default the eleventh (50). */
    quantity: queryInteger('quantity').optional(),
    /** gold, silber, rosegold, relief or ohne (default). */
    refinementType: queryKey('refinementType').optional(),
    /** Envelope and inlay skus added to every card. */
    accessorySkus: queryList(queryKey('accessorySkus')).optional(),
  })
  .strict();

/**
 * `GET /web-api/card-price` — the price of a card order: per card and in total for the quantity,
 * with refinement and accessory parts, plus the quantity choices and refinements to offer.
 */
export const cardPricePayloadSchema = catalogueOfferSchema.extend({
  cardType: z.string(),
  formatType: z.string(),
  format: productFormatSchema,
  quantity: z.number().int(),
  refinementType: z.string(),
  currency: currencySchema,
  unitPrice: catalogueOfferSchema,
  parts: z.array(pricePartSchema),
  quantityChoices: z.array(z.number().int()),
  defaultQuantity: z.number().int(),
  refinements: z.array(pricedChoiceSchema),
});

export type CardAccessoriesQuery = z.input<typeof cardAccessoriesQuerySchema>;
export type EnvelopeSizeInfo = z.infer<typeof envelopeSizeSchema>;
export type CardAccessory = z.infer<typeof cardAccessorySchema>;
export type CardAccessoriesPayload = z.infer<typeof cardAccessoriesPayloadSchema>;
export type CardAccessoryOrderQuery = z.input<typeof cardAccessoryOrderQuerySchema>;
export type CardAccessoryOrderPayload = z.infer<typeof cardAccessoryOrderPayloadSchema>;
export type CardAccessoryPriceQuery = z.input<typeof cardAccessoryPriceQuerySchema>;
export type CardAccessoryPricePayload = z.infer<typeof cardAccessoryPricePayloadSchema>;
export type CardPriceQuery = z.input<typeof cardPriceQuerySchema>;
export type CardPricePayload = z.infer<typeof cardPricePayloadSchema>;
