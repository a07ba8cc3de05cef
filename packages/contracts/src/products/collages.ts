// Collage calls: GET /web-api/collage-designer-design-groups, /web-api/collage-designer-design-group
// and /web-api/collage-designer-merch-price.
import { z } from 'zod';
import { catalogueOfferSchema } from '../catalogue-api';
import { currencySchema, imagePathSchema, queryKey, queryList } from './common';

export const collageDesignSchema = z.object({
  designId: z.string(),
  name: z.string(),
  /** WebP preview of the collage layout. */
  image: imagePathSchema,
  tileCount: z.number().int(),
  /** Aspect ratio of the layout: 3:2, square, … */
  aspectRatio: z.string(),
  /** What it can be made as: wall-art materials (photoframe) and merch products. */
  productTypes: z.array(z.string()),
  materialTypes: z.array(z.string()),
});

export const collageDesignGroupSchema = z.object({
  designGroupId: z.string(),
  name: z.string(),
  designs: z.array(collageDesignSchema),
});

/** Query of `/web-api/collage-designer-design-groups`: optional lists of group ids or design ids. */
export const collageDesignGroupsQuerySchema = z
  .object({
    designGroupIds: queryList(queryKey('designGroupIds')).optional(),
    designIds: queryList(queryKey('designIds')).optional(),
  })
  .strict();

/** `GET /web-api/collage-designer-design-groups` — the brand's collage design groups (the collage overview). */
export const collageDesignGroupsPayloadSchema = z.object({
  defaultDesignId: z.string(),
  designGroups: z.array(collageDesignGroupSchema),
});

/** Query of `/web-api/collage-designer-design-group`: the design id (default: the brand's collage id). */
export const collageDesignGroupQuerySchema = z
  .object({ designId: queryKey('designId').optional() })
  .strict();

/**
 * `GET /web-api/collage-designer-design-group` — the design named by `designId` (from the page's
 * query; default the brand's collage id '13', '1' on the card brand) and its group; 404 for an unknown design.
 */
export const collageDesignGroupPayloadSchema = z.object({
  design: collageDesignSchema,
  designGroup: collageDesignGroupSchema,
  isDefault: z.boolean(),
});

/** Query of `/web-api/collage-designer-merch-price`: merch products (all by default). */
export const collageMerchPriceQuerySchema = z
  .object({ productTypes: queryList(queryKey('productTypes')).optional() })
  .strict();

/** `GET /web-api/collage-designer-merch-price` — what a collage costs on each merch product. */
export const collageMerchPricePayloadSchema = z.object({
  currency: currencySchema,
  products: z.array(
    catalogueOfferSchema.extend({
      productType: z.string(),
      label: z.string(),
      image: imagePathSchema,
    }),
  ),
});

export type CollageDesign = z.infer<typeof collageDesignSchema>;
export type CollageDesignGroup = z.infer<typeof collageDesignGroupSchema>;
export type CollageDesignGroupsQuery = z.input<typeof collageDesignGroupsQuerySchema>;
export type CollageDesignGroupsPayload = z.infer<typeof collageDesignGroupsPayloadSchema>;
export type CollageDesignGroupQuery = z.input<typeof collageDesignGroupQuerySchema>;
export type CollageDesignGroupPayload = z.infer<typeof collageDesignGroupPayloadSchema>;
export type CollageMerchPriceQuery = z.input<typeof collageMerchPriceQuerySchema>;
export type CollageMerchPricePayload = z.infer<typeof collageMerchPricePayloadSchema>;
