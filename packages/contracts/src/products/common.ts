// Pieces shared by the product calls of the catalogue service (calendars, cards, photobooks, …).
import { z } from 'zod';
import { catalogueOfferSchema } from '../catalogue-api';

export const currencySchema = z.string().length(3);
export const unitSchema = z.enum(['cm', 'in']);

/** An identifier in a query: lower-case letters, digits and hyphens (design ids are digits). */
export const queryKey = (name: string) =>
  z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,59}$/, `${name} takes lower-case letters, digits and hyphens`);

/** A list as `key[]=a&key[]=b` (the API client's encoding) or `key=a,b`; at most 20 entries. */
export const queryList = <T extends z.ZodType<string>>(item: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',') : value),
    z.array(item).min(1).max(20),
  );

/** A whole number in a query string (`quantity=25`), optionally from `min` to `max`. */
export const queryInteger = (name: string, min?: number, max?: number) => {
  const message =
    min === undefined || max === undefined
      ? `${name} must be a whole number`
      : `${name} must be a whole number from ${min} to ${max}`;
  const integer = z.coerce.number({ error: message }).int(message);
  return min === undefined || max === undefined
    ? integer
    : integer.min(min, message).max(max, message);
};

/** One choice of an option with its price (0 for the included default). */
export const pricedChoiceSchema = catalogueOfferSchema.extend({
  value: z.string(),
  /** The shopper's language. */
  label: z.string(),
  isDefault: z.boolean(),
});

/** One part of a price: the article and what it adds per piece. */
export const pricePartSchema = catalogueOfferSchema.extend({ kind: z.string(), key: z.string() });

/** A format as shown: size in the shopper's unit and its orientation. */
export const productFormatSchema = z.object({
  formatType: z.string(),
  /** `14,8 × 10,5 cm`, `5.8 × 4.1 in`. */
  label: z.string(),
  width: z.number(),
  height: z.number(),
  orientation: z.enum(['landscape', 'portrait', 'square']),
});

/** An image path below the media base (`/media/catalogue/…`), for the image service. */
export const imagePathSchema = z.string();

export type PricedChoice = z.infer<typeof pricedChoiceSchema>;
export type PricePart = z.infer<typeof pricePartSchema>;
export type ProductFormat = z.infer<typeof productFormatSchema>;
