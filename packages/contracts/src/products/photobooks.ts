// Photobook calls: GET /web-api/photobook-types, /web-api/photobook-design-group-set and
// /web-api/photobook-price.
import { z } from 'zod';
import { catalogueOfferSchema } from '../catalogue-api';
import {
  currencySchema,
  imagePathSchema,
  pricedChoiceSchema,
  pricePartSchema,
  productFormatSchema,
  queryInteger,
  queryKey,
  queryList,
} from './common';

const categoryId = z.string().regex(/^[1-9]\d{0,5}$/, 'categoryIds are numbers like 3');

/** Query of `/web-api/photobook-types`: `categoryIds[]` (required) and an optional `designGroupSetId`. */
export const photobookTypesQuerySchema = z
  .object({
    categoryIds: queryList(categoryId),
    designGroupSetId: queryKey('designGroupSetId').optional(),
  })
  .strict();

/** A photobook type with every option the detail page offers, each priced (per book, pages included). */
export const photobookTypeOptionSchema = z.object({
  photobookType: z.string(),
  label: z.string(),
  covers: z.array(pricedChoiceSchema),
  bindings: z.array(pricedChoiceSchema),
  papers: z.array(pricedChoiceSchema),
  /** Formats with their orientation (din-landscape, din-portrait, square) and base price. */
  formats: z.array(
    productFormatSchema.extend({
      photobookOrientation: z.string(),
      ...catalogueOfferSchema.shape,
    }),
  ),
  pageCount: z.object({
    min: z.number().int(),
    max: z.number().int(),
    step: z.number().int(),
    default: z.number().int(),
  }),
  /** Price of each `step` pages above `min`, per format. */
  extraPages: z.array(catalogueOfferSchema.extend({ formatType: z.string() })),
  refinements: z.array(pricedChoiceSchema),
  /** The brand's cover lamination (glossy, matt on the card brand). */
  coverLamination: z.string(),
  categoryIds: z.array(z.string()),
  priceFrom: catalogueOfferSchema,
});

/** `GET /web-api/photobook-types` — the photobook types of the categories (and of a design group set). */
export const photobookTypesPayloadSchema = z.object({
  currency: currencySchema,
  unit: z.enum(['cm', 'in']),
  categoryIds: z.array(z.string()),
  designGroupSetId: z.string().nullable(),
  categories: z.array(z.object({ categoryId: z.string(), name: z.string() })),
  types: z.array(photobookTypeOptionSchema),
});

/** Query of `/web-api/photobook-design-group-set`: one set by id, or the sets of categories, or all. */
export const photobookDesignGroupSetQuerySchema = z
  .object({
    designGroupSetId: queryKey('designGroupSetId').optional(),
    categoryIds: queryList(categoryId).optional(),
  })
  .strict();

export const photobookDesignGroupSetSchema = z.object({
  designGroupSetId: z.string(),
  name: z.string(),
  description: z.string(),
  image: imagePathSchema,
  categoryIds: z.array(z.string()),
  photobookTypes: z.array(z.string()),
  formats: z.array(z.string()),
  designGroups: z.array(
    z.object({
      designGroupId: z.string(),
      name: z.string(),
      image: imagePathSchema,
      designs: z.array(
        z.object({ designId: z.string(), name: z.string(), image: imagePathSchema }),
      ),
    }),
  ),
  priceFrom: catalogueOfferSchema,
});

/** `GET /web-api/photobook-design-group-set` — photobook design group sets; 404 for an unknown id. */
export const photobookDesignGroupSetPayloadSchema = z.object({
  currency: currencySchema,
  designGroupSets: z.array(photobookDesignGroupSetSchema),
});

/** Query of `/web-api/photobook-price`; options left out take the type's default. */
export const photobookPriceQuerySchema = z
  .object({
    photobookType: queryKey('photobookType'),
    formatType: queryKey('formatType'),
    cover: queryKey('cover').optional(),
    binding: queryKey('binding').optional(),
    paper: queryKey('paper').optional(),
    pageCount: queryInteger('pageCount').optional(),
    refinementType: queryKey('refinementType').optional(),
    /** 1–50, default 1. */
    amount: queryInteger('amount', 1, 50).optional(),
  })
  .strict();

/** `GET /web-api/photobook-price` — the price of one configured photobook and of `amount` copies. */
export const photobookPricePayloadSchema = catalogueOfferSchema.extend({
  photobookType: z.string(),
  formatType: z.string(),
  cover: z.string(),
  binding: z.string(),
  paper: z.string(),
  pageCount: z.number().int(),
  refinementType: z.string(),
  amount: z.number().int(),
  currency: currencySchema,
  unitPrice: catalogueOfferSchema,
  parts: z.array(pricePartSchema),
});

export type PhotobookTypesQuery = z.input<typeof photobookTypesQuerySchema>;
export type PhotobookTypeOption = z.infer<typeof photobookTypeOptionSchema>;
export type PhotobookTypesPayload = z.infer<typeof photobookTypesPayloadSchema>;
export type PhotobookDesignGroupSetQuery = z.input<typeof photobookDesignGroupSetQuerySchema>;
export type PhotobookDesignGroupSet = z.infer<typeof photobookDesignGroupSetSchema>;
export type PhotobookDesignGroupSetPayload = z.infer<typeof photobookDesignGroupSetPayloadSchema>;
export type PhotobookPriceQuery = z.input<typeof photobookPriceQuerySchema>;
export type PhotobookPricePayload = z.infer<typeof photobookPricePayloadSchema>;
