// Accessory records (GET /accessory), express delivery (GET /web-api/express-shop) and customer
// pictures (GET /web-api/customer-picture).
import { z } from 'zod';
import { queryInteger, queryKey } from './common';

/** Query of `/accessory`: one sku, or the accessories of a sub-type, or all. */
export const accessoryRecordsQuerySchema = z
  .object({ sku: queryKey('sku').optional(), subType: queryKey('subType').optional() })
  .strict();

/** An accessory record (without price; prices are `/price-api/accessory`). */
export const accessoryRecordSchema = z.object({
  sku: z.string(),
  subType: z.string(),
  label: z.string(),
  width: z.number(),
  height: z.number(),
  subTypes: z.array(z.string()),
  /** C6, B6 or DIN long for envelopes and inlays. */
  envelopeSize: z.string().nullable(),
  sizeClass: z.enum(['standard', 'compact', 'large']).nullable(),
  image: z.string(),
});

/** `GET /accessory` — the accessory records the brand sells; 404 for an unknown sku. */
export const accessoryRecordsPayloadSchema = z.object({
  accessories: z.array(accessoryRecordSchema),
});

/** Query of `/web-api/express-shop`: none. */
export const expressShopQuerySchema = z.object({}).strict();

/** `GET /web-api/express-shop` — whether express delivery is offered now, its cut-off and cost. */
export const expressShopPayloadSchema = z.object({
  country: z.string(),
  currency: z.string().length(3),
  available: z.boolean(),
  /** Express cut-off of the current shipping day (ISO), null where there is no express service. */
  expressLodEnd: z.string().nullable(),
  expressCost: z.number().nullable(),
  /** Promised delivery time: 24 h (French-speaking), 48 h otherwise; null without express. */
  deliveryHours: z.number().int().nullable(),
  /** Product types that can be sent express. */
  productTypes: z.array(z.string()),
});

/** Query of `/web-api/customer-picture`. */
export const customerPictureQuerySchema = z
  .object({
    productType: queryKey('productType').optional(),
    /** 1–48, default 12. */
    limit: queryInteger('limit', 1, 48).optional(),
  })
  .strict();

/** `GET /web-api/customer-picture` — pictures customers shared of their products (the customer picture block). */
export const customerPicturePayloadSchema = z.object({
  total: z.number().int(),
  pictures: z.array(
    z.object({
      pictureId: z.string(),
      image: z.string(),
      alt: z.string(),
      customerName: z.string(),
      city: z.string(),
      productType: z.string(),
      materialType: z.string().nullable(),
      caption: z.string(),
      createdAt: z.string(),
    }),
  ),
});

export type AccessoryRecordsQuery = z.input<typeof accessoryRecordsQuerySchema>;
export type AccessoryRecord = z.infer<typeof accessoryRecordSchema>;
export type AccessoryRecordsPayload = z.infer<typeof accessoryRecordsPayloadSchema>;
export type ExpressShopPayload = z.infer<typeof expressShopPayloadSchema>;
export type CustomerPictureQuery = z.input<typeof customerPictureQuerySchema>;
export type CustomerPicturePayload = z.infer<typeof customerPicturePayloadSchema>;
