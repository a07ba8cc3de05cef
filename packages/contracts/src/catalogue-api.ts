// Wire shapes of the catalogue service (/price-api/*, product /web-api/*): every answer is { payload }.
import { z } from 'zod';

const money = z.number().nonnegative();
/** A price in the shop's currency; a discount shows when priceOriginal is above priceCurrent. */
export const catalogueOfferSchema = z.object({ priceCurrent: money, priceOriginal: money });
const currency = z.string().length(3);
const unit = z.enum(['cm', 'in']);
const orientation = z.enum(['landscape', 'portrait', 'square']);

export const formatPriceSchema = catalogueOfferSchema.extend({
  formatType: z.string(),
  sku: z.string(),
  /** Size in the shopper's unit (cm, or inches in en-US). */
  width: z.number(),
  height: z.number(),
  featured: z.boolean(),
});

const framing = {
  materialType: z.string(),
  frameKind: z.string().nullable(),
  frameType: z.string().nullable(),
};

export const formatPricesPayloadSchema = z.object({
  ...framing,
  currency,
  unit,
  formats: z.array(formatPriceSchema),
});

export const formatGroupPayloadSchema = z.object({
  ...framing,
  currency,
  unit,
  groups: z.array(
    z.object({
      aspectRatio: z.string(),
      orientation,
      priceFrom: catalogueOfferSchema,
      formats: z.array(formatPriceSchema),
    }),
  ),
});

export const formatGroupPricesImagesPayloadSchema = z.object({
  ...framing,
  currency,
  groups: z.array(
    z.object({
      aspectRatio: z.string(),
      orientation,
      formatCount: z.number().int(),
      priceFrom: catalogueOfferSchema,
      images: z.object({
        frontal: z.string(),
        perspective: z.string(),
        corner: z.string(),
        material: z.string(),
      }),
    }),
  ),
});

export const articlePricePayloadSchema = catalogueOfferSchema.extend({
  ...framing,
  sku: z.string(),
  formatType: z.string(),
  options: z.record(z.string(), z.string()),
  currency,
  discount: z.boolean(),
  parts: z.array(
    catalogueOfferSchema.extend({ kind: z.enum(['format', 'frame', 'option']), key: z.string() }),
  ),
});

export const framePayloadSchema = z.object({
  materialType: z.string(),
  defaultFrameKind: z.string().nullable(),
  currency,
  frames: z.array(
    z.object({
      frameKind: z.string(),
      isDefault: z.boolean(),
      defaults: z.object({ frameType: z.string(), matType: z.string(), matSize: z.number() }),
      matOptions: z.array(z.string()),
      glassOptions: z.array(z.string()),
      priceFrom: catalogueOfferSchema.nullable(),
      types: z.array(
        z.object({ frameType: z.string(), colour: z.string(), isDefault: z.boolean() }),
      ),
    }),
  ),
});

export const photoOptionsGroupPayloadSchema = catalogueOfferSchema.extend({
  materialType: z.string(),
  optionTypeGroup: z.string(),
  optionType: z.string(),
  currency,
  options: z.array(
    catalogueOfferSchema.extend({
      optionType: z.string(),
      isDefault: z.boolean(),
      /** Stretcher frames: the depth in the shopper's unit. */
      size: z.object({ value: z.number(), unit }).optional(),
    }),
  ),
});

export const photoboxesPayloadSchema = z.object({
  currency,
  unit,
  photoboxes: z.array(
    z.object({
      photoboxType: z.string(),
      formats: z.array(
        catalogueOfferSchema.extend({
          formatType: z.string(),
          width: z.number(),
          height: z.number(),
        }),
      ),
    }),
  ),
});

export const accessoryPayloadSchema = z.object({
  currency,
  accessories: z.array(
    catalogueOfferSchema.extend({
      sku: z.string(),
      subType: z.string(),
      width: z.number(),
      height: z.number(),
      subTypes: z.array(z.string()),
    }),
  ),
});

export const calculatorLabelSchema = z.object({
  index: z.number().int(),
  text: z.string(),
  backgroundColor: z.string(),
  textColor: z.string(),
});

export const calculatorFormatSchema = catalogueOfferSchema.extend({
  value: z.string(),
  /** The size as shown: `60 × 40 cm`, `23.6 × 15.7 in`, `A6 portrait`. */
  label: z.string(),
  width: z.number(),
  height: z.number(),
  featured: z.boolean(),
  sku: z.string(),
  context: z.object({ formatType: z.string() }),
});

export const calculatorMaterialSchema = z.object({
  value: z.string(),
  label: z.string(),
  labelTranslationKey: z.string(),
  context: z.object({ materialType: z.string(), productType: z.string() }),
  formats: z.array(calculatorFormatSchema),
  initiallySelectedFormat: z.string(),
});

export const calculatorReferencePayloadSchema = z.object({
  product: z.string(),
  locale: z.string(),
  currency,
  unit,
  selectedValue: z.string(),
  /** Set when a preselected sku names a format. */
  selectedFormat: z.string().nullable(),
  context: z.record(z.string(), z.string()),
  labels: z.array(calculatorLabelSchema),
  options: z.array(calculatorMaterialSchema),
});

export const variantsForFrameTypesPayloadSchema = z.object({
  variants: z.array(
    z.object({
      frameKind: z.string(),
      defaults: z.object({ frameType: z.string(), matType: z.string(), matSize: z.number() }),
      types: z.array(z.object({ frameType: z.string(), colour: z.string() })),
      materials: z.array(z.string()),
    }),
  ),
});

export const aspectRatioPayloadSchema = z.object({
  materialType: z.string(),
  unit,
  aspectRatios: z.array(
    z.object({
      aspectRatio: z.string(),
      ratio: z.number().nullable(),
      orientation,
      formats: z.array(z.object({ formatType: z.string(), width: z.number(), height: z.number() })),
    }),
  ),
});

export const skuContainerPayloadSchema = catalogueOfferSchema.extend({
  sku: z.string(),
  product: z.string(),
  currency,
  context: z.object({
    materialType: z.string(),
    formatType: z.string(),
    frameType: z.string().optional(),
  }),
});

export const campaignSchema = z.object({
  id: z.string(),
  headline: z.string(),
  code: z.string().nullable(),
  discountPercent: z.number(),
  startsAt: z.string(),
  endsAt: z.string(),
  backgroundColor: z.string(),
  textColor: z.string(),
});
export const campaignDataPayloadSchema = z.object({ campaign: campaignSchema.nullable() });

export const shippingInformationPayloadSchema = z.object({
  country: z.string(),
  currency,
  /** Cut-offs of the current shipping day as ISO date-times; null where the service is not offered. */
  lodStart: z.string(),
  safetyLodEnd: z.string(),
  lodEnd: z.string(),
  expressLodEnd: z.string().nullable(),
  saturdayLodEnd: z.string().nullable(),
  shippingCost: money,
  freeShippingFrom: money.nullable(),
  expressCost: money.nullable(),
  deliveryDays: z.object({ min: z.number().int(), max: z.number().int() }),
});

export const localizedUrlsPayloadSchema = z.object({
  pageKey: z.string(),
  urls: z.array(z.object({ locale: z.string(), path: z.string() })),
});

export const shopFrontendsInitialDataPayloadSchema = z.object({
  channel: z.string(),
  country: z.string(),
  locale: z.string(),
  currency,
  unit,
  materials: z.array(
    z.object({
      materialType: z.string(),
      product: z.string(),
      label: z.string(),
      defaultFrameKind: z.string().nullable(),
    }),
  ),
  campaign: campaignSchema.nullable(),
  shipping: z
    .object({
      shippingCost: money,
      freeShippingFrom: money.nullable(),
      deliveryDays: z.object({ min: z.number(), max: z.number() }),
    })
    .nullable(),
  changeNumber: z.number().int(),
});

/** Wraps a payload schema in the catalogue service's answer envelope. */
export const catalogueAnswer = <T extends z.ZodType>(payload: T) => z.object({ payload });

export type CatalogueOffer = z.infer<typeof catalogueOfferSchema>;
export type FormatPrice = z.infer<typeof formatPriceSchema>;
export type FormatPricesPayload = z.infer<typeof formatPricesPayloadSchema>;
export type FormatGroupPayload = z.infer<typeof formatGroupPayloadSchema>;
export type FormatGroupPricesImagesPayload = z.infer<typeof formatGroupPricesImagesPayloadSchema>;
export type ArticlePricePayload = z.infer<typeof articlePricePayloadSchema>;
export type FramePayload = z.infer<typeof framePayloadSchema>;
export type PhotoOptionsGroupPayload = z.infer<typeof photoOptionsGroupPayloadSchema>;
export type PhotoboxesPayload = z.infer<typeof photoboxesPayloadSchema>;
export type AccessoryPayload = z.infer<typeof accessoryPayloadSchema>;
export type CalculatorLabel = z.infer<typeof calculatorLabelSchema>;
export type CalculatorFormat = z.infer<typeof calculatorFormatSchema>;
export type CalculatorMaterial = z.infer<typeof calculatorMaterialSchema>;
export type CalculatorReferencePayload = z.infer<typeof calculatorReferencePayloadSchema>;
export type VariantsForFrameTypesPayload = z.infer<typeof variantsForFrameTypesPayloadSchema>;
export type AspectRatioPayload = z.infer<typeof aspectRatioPayloadSchema>;
export type SkuContainerPayload = z.infer<typeof skuContainerPayloadSchema>;
export type Campaign = z.infer<typeof campaignSchema>;
export type CampaignDataPayload = z.infer<typeof campaignDataPayloadSchema>;
export type ShippingInformationPayload = z.infer<typeof shippingInformationPayloadSchema>;
export type LocalizedUrlsPayload = z.infer<typeof localizedUrlsPayloadSchema>;
export type ShopFrontendsInitialDataPayload = z.infer<typeof shopFrontendsInitialDataPayloadSchema>;
