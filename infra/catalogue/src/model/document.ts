import { z } from 'zod';
import {
  channelIds,
  countryCodes,
  currencies,
  frameKinds,
  locales,
  optionGroupNames,
  productGroups,
  type OptionGroup,
} from '@shop/catalogue';
import { calculatorProducts, photoboxKinds, textLanguages } from './keys';
import { productSections } from './products';

const key = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'use lower-case letters, digits and hyphens');
const texts = z.object(
  Object.fromEntries(textLanguages.map((language) => [language, z.string().min(1)])) as Record<
    (typeof textLanguages)[number],
    z.ZodString
  >,
);
const colour = z.string().regex(/^#[0-9A-Fa-f]{6}$/, 'use a colour like #E4004F');
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'use a time like 14:00');
const money = z
  .number()
  .nonnegative()
  .refine(
    (value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6,
    'use at most two decimals',
  );
/** A format: `600x400` (mm) or a named product format such as `a6-hoch`, `145-145`. */
const formatType = z
  .string()
  .regex(
    /^([1-9]\d*x[1-9]\d*|[a-z0-9]+(-[a-z0-9]+)+)$/,
    'use WIDTHxHEIGHT in mm or a named format',
  );

export const labelSchema = z.object({ text: texts, backgroundColor: colour, textColor: colour });

export const materialSchema = z.object({
  materialType: key,
  product: z.enum(calculatorProducts),
  productGroup: z.enum(productGroups),
  sortOrder: z.number().int(),
  initialFormat: formatType,
  defaultFrameKind: z.enum(frameKinds).nullable(),
  frameKinds: z.array(z.enum(frameKinds)),
  formats: z.array(z.object({ formatType, featured: z.boolean() })).min(1),
  options: z.array(
    z.object({
      group: z.enum(optionGroupNames as [OptionGroup, ...OptionGroup[]]),
      values: z.array(key).min(1),
      default: key,
    }),
  ),
  names: texts,
  label: labelSchema.nullable(),
});

export const frameTypeSchema = z.object({
  frameType: key,
  frameKind: z.enum(frameKinds),
  colour: key,
  sortOrder: z.number().int(),
});

export const priceSchema = z.object({
  channel: z.enum(channelIds),
  country: z.enum(countryCodes),
  currency: z.enum(currencies),
  article: z.string().min(3).max(200),
  priceCurrent: money,
  priceOriginal: money,
});

export const accessorySchema = z.object({
  sku: key,
  subType: key,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  subTypes: z.array(key),
});

export const photoboxSchema = z.object({
  photoboxType: z.enum(photoboxKinds),
  formats: z.array(formatType).min(1),
});

export const shippingSchema = z.object({
  channel: z.enum(channelIds),
  country: z.enum(countryCodes),
  lodStart: clock,
  safetyLodEnd: clock,
  lodEnd: clock,
  expressLodEnd: clock.nullable(),
  saturdayLodEnd: clock.nullable(),
  shippingCost: money,
  freeShippingFrom: money.nullable(),
  expressCost: money.nullable(),
  deliveryDays: z.object({
    min: z.number().int().nonnegative(),
    max: z.number().int().nonnegative(),
  }),
});

export const campaignSchema = z.object({
  id: key,
  channel: z.enum(channelIds),
  countries: z.array(z.enum(countryCodes)).min(1),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  code: z
    .string()
    .regex(/^[A-Z0-9-]{3,30}$/)
    .nullable(),
  discountPercent: z.number().int().min(1).max(90),
  headline: texts,
  backgroundColor: colour,
  textColor: colour,
});

export const localizedUrlSchema = z.object({
  pageKey: key,
  channel: z.enum(channelIds),
  locale: z.enum(locales),
  path: z.string().regex(/^\/[a-z0-9\-/]*$/, 'use a path like /wandbilder'),
});

/** An import file: every section is optional; rows are inserted or replace the row with the same key. */
export const catalogueDocumentSchema = z
  .object({
    materials: z.array(materialSchema).default([]),
    frameTypes: z.array(frameTypeSchema).default([]),
    prices: z.array(priceSchema).default([]),
    accessories: z.array(accessorySchema).default([]),
    photoboxes: z.array(photoboxSchema).default([]),
    shipping: z.array(shippingSchema).default([]),
    campaigns: z.array(campaignSchema).default([]),
    localizedUrls: z.array(localizedUrlSchema).default([]),
    themeLabels: z.array(productSections.themeLabels).default([]),
    themes: z.array(productSections.themes).default([]),
    calendarDesignGroups: z.array(productSections.calendarDesignGroups).default([]),
    photobookCategories: z.array(productSections.photobookCategories).default([]),
    photobookTypes: z.array(productSections.photobookTypes).default([]),
    photobookDesignGroupSets: z.array(productSections.photobookDesignGroupSets).default([]),
    collageDesignGroups: z.array(productSections.collageDesignGroups).default([]),
    merchProducts: z.array(productSections.merchProducts).default([]),
    customerPictures: z.array(productSections.customerPictures).default([]),
  })
  .strict();

export type CatalogueDocument = z.output<typeof catalogueDocumentSchema>;
export type CatalogueDocumentInput = z.input<typeof catalogueDocumentSchema>;
export type MaterialRecord = z.output<typeof materialSchema>;
export type FrameTypeRecord = z.output<typeof frameTypeSchema>;
export type PriceRecord = z.output<typeof priceSchema>;
export type AccessoryRecord = z.output<typeof accessorySchema>;
export type PhotoboxRecord = z.output<typeof photoboxSchema>;
export type ShippingRecord = z.output<typeof shippingSchema>;
export type CampaignRecord = z.output<typeof campaignSchema>;
export type LocalizedUrlRecord = z.output<typeof localizedUrlSchema>;
export type LabelRecord = z.output<typeof labelSchema>;
