// Calendar calls: GET /web-api/calendar-design-group and GET /web-api/calendar-price.
import { z } from 'zod';
import { catalogueOfferSchema } from '../catalogue-api';
import { calendarTypes } from '../content-model/fields';
import {
  currencySchema,
  imagePathSchema,
  pricedChoiceSchema,
  pricePartSchema,
  productFormatSchema,
  queryInteger,
  queryKey,
  unitSchema,
} from './common';

/** Query of `/web-api/calendar-design-group`: one design group by id, or every group of the brand. */
export const calendarDesignGroupQuerySchema = z
  .object({
    designGroupId: queryKey('designGroupId').optional(),
    calendarType: z.enum(calendarTypes).optional(),
  })
  .strict();

/** A calendar type with the formats and mountings it allows, priced per piece. */
export const calendarTypeOptionSchema = z.object({
  calendarType: z.enum(calendarTypes),
  label: z.string(),
  formats: z.array(productFormatSchema.extend(catalogueOfferSchema.shape)),
  mountingTypes: z.array(pricedChoiceSchema),
  defaultFormat: z.string(),
  defaultMounting: z.string(),
  priceFrom: catalogueOfferSchema,
});

export const calendarDesignSchema = z.object({
  designId: z.string(),
  name: z.string(),
  image: imagePathSchema,
});

export const calendarDesignGroupSchema = z.object({
  designGroupId: z.string(),
  name: z.string(),
  description: z.string(),
  image: imagePathSchema,
  /** Calendar types this group's designs are made for, first the one to preselect. */
  calendarTypes: z.array(z.enum(calendarTypes)),
  designs: z.array(calendarDesignSchema),
  priceFrom: catalogueOfferSchema,
});

/**
 * `GET /web-api/calendar-design-group` — the calendar detail and overview data: calendar types
 * with formats, mountings and prices, the start month choices (default: this month) and the design
 * groups (one when `designGroupId` is given; 404 for an unknown id).
 */
export const calendarDesignGroupPayloadSchema = z.object({
  currency: currencySchema,
  unit: unitSchema,
  /** Default start of the calendar: the current month in the shop's time zone. */
  start: z.object({ month: z.number().int(), year: z.number().int() }),
  /** The next 13 start months, the current one first. */
  startChoices: z.array(z.object({ month: z.number().int(), year: z.number().int() })),
  calendarTypes: z.array(calendarTypeOptionSchema),
  designGroups: z.array(calendarDesignGroupSchema),
});

/** Query of `/web-api/calendar-price`. */
export const calendarPriceQuerySchema = z
  .object({
    calendarType: z.enum(calendarTypes),
    formatType: queryKey('formatType'),
    /** Default: the type's first mounting. */
    mountingType: queryKey('mountingType').optional(),
    /** 1–100, default 1. */
    quantity: queryInteger('quantity', 1, 100).optional(),
  })
  .strict();

/** `GET /web-api/calendar-price` — the price of one calendar configuration; totals are unit × quantity. */
export const calendarPricePayloadSchema = catalogueOfferSchema.extend({
  calendarType: z.enum(calendarTypes),
  formatType: z.string(),
  mountingType: z.string(),
  quantity: z.number().int(),
  currency: currencySchema,
  unitPrice: catalogueOfferSchema,
  parts: z.array(pricePartSchema),
});

export type CalendarDesignGroupQuery = z.input<typeof calendarDesignGroupQuerySchema>;
export type CalendarTypeOption = z.infer<typeof calendarTypeOptionSchema>;
export type CalendarDesign = z.infer<typeof calendarDesignSchema>;
export type CalendarDesignGroup = z.infer<typeof calendarDesignGroupSchema>;
export type CalendarDesignGroupPayload = z.infer<typeof calendarDesignGroupPayloadSchema>;
export type CalendarPriceQuery = z.input<typeof calendarPriceQuerySchema>;
export type CalendarPricePayload = z.infer<typeof calendarPricePayloadSchema>;
