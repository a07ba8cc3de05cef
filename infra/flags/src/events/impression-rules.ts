import { z } from 'zod';
import { keySchema } from '../definitions/schema';

const time = z.number().refine(Number.isFinite, 'must be a finite number');

/** `/testImpressions/bulk`: impressions grouped by flag, in the SDK's short field names. */
export const impressionsSchema = z.array(
  z.object({
    f: z.string().min(1, 'must name the flag'),
    i: z.array(
      z.object({
        k: keySchema,
        t: z.string().min(1, 'must name the treatment'),
        m: time,
        c: z.number().nullish(),
        r: z.string().nullish(),
        b: z.string().max(250, 'must be at most 250 characters').nullish(),
        pt: z.number().nullish(),
        properties: z.string().max(32768, 'must be at most 32768 characters').nullish(),
      }),
    ),
  }),
);

/** `/testImpressions/count`: impressions counted per flag and hour when the SDK dedupes them. */
export const impressionCountsSchema = z.object({
  pf: z.array(
    z.object({ f: z.string().min(1, 'must name the flag'), m: time, rc: z.number().int().min(0) }),
  ),
});

export const uniqueKeysClientSchema = z.object({
  keys: z.array(z.object({ k: keySchema, fs: z.array(z.string()) })),
});
export const uniqueKeysServerSchema = z.object({
  keys: z.array(z.object({ f: z.string(), ks: z.array(keySchema) })),
});
export const metricsSchema = z.record(z.string(), z.unknown());

export type ImpressionsPayload = z.output<typeof impressionsSchema>;
export type ImpressionCountsPayload = z.output<typeof impressionCountsSchema>;
