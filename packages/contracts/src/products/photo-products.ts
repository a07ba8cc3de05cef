// Photo boxes, photo prints and the photo-frame product selection:
// GET /web-api/photobox-data, /web-api/product-selection-photo-frame/prices-from and /data.
import { z } from 'zod';
import { catalogueOfferSchema } from '../catalogue-api';
import { currencySchema, queryKey, queryList, unitSchema } from './common';

/** Query of `/web-api/photobox-data`. */
export const photoboxDataQuerySchema = z
  .object({ photoboxType: queryKey('photoboxType').optional() })
  .strict();

const sizedPrice = catalogueOfferSchema.extend({
  formatType: z.string(),
  label: z.string(),
  width: z.number(),
  height: z.number(),
});

/** `GET /web-api/photobox-data` — photo boxes (small, max) and photo prints per paper, with prices per format. */
export const photoboxDataPayloadSchema = z.object({
  currency: currencySchema,
  unit: unitSchema,
  photoboxes: z.array(
    z.object({
      photoboxType: z.string(),
      label: z.string(),
      formats: z.array(sizedPrice),
      priceFrom: catalogueOfferSchema,
    }),
  ),
  photoPrints: z.object({
    papers: z.array(z.object({ paper: z.string(), label: z.string() })),
    formats: z.array(
      z.object({
        formatType: z.string(),
        label: z.string(),
        width: z.number(),
        height: z.number(),
        prices: z.array(catalogueOfferSchema.extend({ paper: z.string() })),
      }),
    ),
  }),
});

/** Query of both product-selection-photo-frame calls: optional list of materials. */
export const productSelectionPhotoFrameQuerySchema = z
  .object({ materialTypes: queryList(queryKey('materialTypes')).optional() })
  .strict();

/** `GET /web-api/product-selection-photo-frame/prices-from` — the from-price of each wall-art material, unframed and framed. */
export const productSelectionPhotoFramePricesFromPayloadSchema = z.object({
  currency: currencySchema,
  materials: z.array(
    z.object({
      materialType: z.string(),
      priceFrom: catalogueOfferSchema,
      /** With its default frame; null when it has none. */
      framedPriceFrom: catalogueOfferSchema.nullable(),
    }),
  ),
});

/** `GET /web-api/product-selection-photo-frame/data` — materials with their formats and frames, for choosing a photo-frame product. */
export const productSelectionPhotoFrameDataPayloadSchema = z.object({
  currency: currencySchema,
  unit: unitSchema,
  materials: z.array(
    z.object({
      materialType: z.string(),
      label: z.string(),
      initialFormat: z.string(),
      defaultFrameKind: z.string().nullable(),
      formats: z.array(
        z.object({ formatType: z.string(), label: z.string(), featured: z.boolean() }),
      ),
      frames: z.array(
        z.object({
          frameKind: z.string(),
          isDefault: z.boolean(),
          frameTypes: z.array(z.string()),
        }),
      ),
      image: z.string(),
    }),
  ),
});

export type PhotoboxDataQuery = z.input<typeof photoboxDataQuerySchema>;
export type PhotoboxDataPayload = z.infer<typeof photoboxDataPayloadSchema>;
export type ProductSelectionPhotoFrameQuery = z.input<typeof productSelectionPhotoFrameQuerySchema>;
export type ProductSelectionPhotoFramePricesFromPayload = z.infer<
  typeof productSelectionPhotoFramePricesFromPayloadSchema
>;
export type ProductSelectionPhotoFrameDataPayload = z.infer<
  typeof productSelectionPhotoFrameDataPayloadSchema
>;
