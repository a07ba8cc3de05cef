import { z } from 'zod';
import {
  calendarTypes,
  cardColours,
  cardOccasions,
  cardOverviewRatios,
  cardPunchings,
  cardStyles,
  channelIds,
  labelColours,
  photobookBindings,
  photobookCovers,
  photobookFormats,
  photobookPapers,
  photobookTypes,
  productTypes,
  refinementTypes,
} from '@shop/catalogue';

const key = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'use lower-case letters, digits and hyphens');
/** Design, theme and group ids are numbers as text, as the designer knows them. */
const id = z.string().regex(/^[1-9]\d{0,8}$/, 'use a number like 13');
/** Texts of product records: German and English required, other languages fall back to English. */
const texts = z.object({
  de: z.string().min(1),
  en: z.string().min(1),
  es: z.string().min(1).optional(),
  fr: z.string().min(1).optional(),
  it: z.string().min(1).optional(),
  nl: z.string().min(1).optional(),
});
/** An image below the media base: `catalogue/kartenliebe/design-hochzeit-1.jpg`. */
const image = z
  .string()
  .regex(/^[a-z0-9][a-z0-9/_.-]*\.(jpg|png|webp)$/, 'use a media path like catalogue/x/y.jpg');
const channel = z.enum(channelIds);
const sortOrder = z.number().int();
const design = z.object({ designId: id, names: texts, image });

export const themeLabelSchema = z.object({
  value: key,
  colour: z.enum(labelColours),
  texts,
  sortOrder,
});

export const themeSchema = z.object({
  themeId: id,
  channel,
  occasion: z.enum(cardOccasions),
  sortOrder,
  popularity: z.number().int().nonnegative(),
  createdAt: z.iso.datetime({ offset: true }),
  names: texts,
  descriptions: texts,
  labels: z.array(key),
  colors: z.array(z.enum(cardColours)).min(1),
  aspectRatio: z.enum(cardOverviewRatios),
  punching: z.enum(cardPunchings),
  style: z.enum(cardStyles),
  cards: z.array(z.object({ cardType: key, formatType: key })).min(1),
  images: z.array(image).min(1),
});

export const calendarDesignGroupSchema = z.object({
  designGroupId: id,
  channel,
  sortOrder,
  names: texts,
  descriptions: texts,
  image,
  calendarTypes: z.array(z.enum(calendarTypes)).min(1),
  designs: z.array(design).min(1),
});

export const photobookCategorySchema = z.object({ categoryId: id, names: texts, sortOrder });

export const photobookTypeSchema = z.object({
  photobookType: z.enum(photobookTypes),
  sortOrder,
  covers: z.array(z.enum(photobookCovers)).min(1),
  bindings: z.array(z.enum(photobookBindings)).min(1),
  papers: z.array(z.enum(photobookPapers)).min(1),
  formats: z.array(z.enum(photobookFormats)).min(1),
  pageCount: z.object({
    min: z.number().int().positive(),
    max: z.number().int().positive(),
    step: z.number().int().positive(),
    default: z.number().int().positive(),
  }),
  refinements: z.array(z.enum(refinementTypes)).min(1),
  categoryIds: z.array(id).min(1),
});

export const photobookDesignGroupSetSchema = z.object({
  designGroupSetId: id,
  channel,
  sortOrder,
  names: texts,
  descriptions: texts,
  image,
  categoryIds: z.array(id).min(1),
  photobookTypes: z.array(z.enum(photobookTypes)).min(1),
  formats: z.array(z.enum(photobookFormats)).min(1),
  designGroups: z
    .array(z.object({ designGroupId: id, names: texts, image, designs: z.array(design).min(1) }))
    .min(1),
});

export const collageDesignGroupSchema = z.object({
  designGroupId: id,
  channel,
  sortOrder,
  names: texts,
  designs: z
    .array(
      design.extend({
        tileCount: z.number().int().min(2).max(100),
        aspectRatio: z.string().regex(/^(\d+:\d+|square)$/),
        productTypes: z.array(z.enum(productTypes)).min(1),
        materialTypes: z.array(key),
      }),
    )
    .min(1),
});

export const merchProductSchema = z.object({ productType: key, names: texts, image, sortOrder });

export const customerPictureSchema = z.object({
  pictureId: id,
  channel,
  sortOrder,
  image,
  alt: texts,
  caption: texts,
  customerName: z.string().min(1).max(60),
  city: z.string().min(1).max(60),
  productType: z.enum(productTypes),
  materialType: key.nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});

/** The product sections of an import file: kept as records, one row each (table catalogue_record). */
export const productSections = {
  themeLabels: themeLabelSchema,
  themes: themeSchema,
  calendarDesignGroups: calendarDesignGroupSchema,
  photobookCategories: photobookCategorySchema,
  photobookTypes: photobookTypeSchema,
  photobookDesignGroupSets: photobookDesignGroupSetSchema,
  collageDesignGroups: collageDesignGroupSchema,
  merchProducts: merchProductSchema,
  customerPictures: customerPictureSchema,
} as const;
export type ProductSection = keyof typeof productSections;
export const productSectionNames = Object.keys(productSections) as ProductSection[];

/** The key of a record in its section: an imported record replaces the stored one with the same key. */
export const productRecordKey: {
  [S in ProductSection]: (row: z.output<(typeof productSections)[S]>) => string;
} = {
  themeLabels: (row) => row.value,
  themes: (row) => row.themeId,
  calendarDesignGroups: (row) => `${row.channel}|${row.designGroupId}`,
  photobookCategories: (row) => row.categoryId,
  photobookTypes: (row) => row.photobookType,
  photobookDesignGroupSets: (row) => `${row.channel}|${row.designGroupSetId}`,
  collageDesignGroups: (row) => `${row.channel}|${row.designGroupId}`,
  merchProducts: (row) => row.productType,
  customerPictures: (row) => row.pictureId,
};

export type ProductTexts = z.output<typeof texts>;
export type ThemeLabelRecord = z.output<typeof themeLabelSchema>;
export type ThemeRecord = z.output<typeof themeSchema>;
export type CalendarDesignGroupRecord = z.output<typeof calendarDesignGroupSchema>;
export type PhotobookCategoryRecord = z.output<typeof photobookCategorySchema>;
export type PhotobookTypeRecord = z.output<typeof photobookTypeSchema>;
export type PhotobookDesignGroupSetRecord = z.output<typeof photobookDesignGroupSetSchema>;
export type CollageDesignGroupRecord = z.output<typeof collageDesignGroupSchema>;
export type MerchProductRecord = z.output<typeof merchProductSchema>;
export type CustomerPictureRecord = z.output<typeof customerPictureSchema>;
