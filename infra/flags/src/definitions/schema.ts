import { z } from 'zod';
import { checkMatcherData, matcherTypes } from './matcher-rules';
import { flagSetPattern, maxKeyLength, namePattern, treatmentPattern } from './patterns';

const int32 = z.number().int('must be a whole number').min(-2147483648).max(2147483647);

export const nameSchema = z
  .string()
  .regex(
    namePattern,
    'must start with a letter or digit and hold only letters, digits, "_", "-" or "." (at most 250)',
  );

export const treatmentSchema = z
  .string()
  .regex(
    treatmentPattern,
    'must be a treatment name: a letter or digit first, then letters, digits, "_", "-" or "." (at most 100)',
  );

export const flagSetSchema = z
  .string()
  .regex(
    flagSetPattern,
    'must be a flag set name: lowercase letters, digits and "_", a letter or digit first, at most 50',
  );

export const keySchema = z
  .string()
  .min(1, 'must not be empty')
  .max(maxKeyLength, `must be at most ${maxKeyLength} characters`);

const keySelectorSchema = z
  .object({
    trafficType: z.string().nullish(),
    attribute: z.string().min(1, 'attribute must not be empty').nullish(),
  })
  .nullish();

const matcherSchema = z
  .object({
    matcherType: z.enum(matcherTypes, { message: `must be one of ${matcherTypes.join(', ')}` }),
    negate: z.boolean().nullish(),
    keySelector: keySelectorSchema,
    userDefinedSegmentMatcherData: z.unknown().optional(),
    userDefinedLargeSegmentMatcherData: z.unknown().optional(),
    whitelistMatcherData: z.unknown().optional(),
    unaryNumericMatcherData: z.unknown().optional(),
    betweenMatcherData: z.unknown().optional(),
    dependencyMatcherData: z.unknown().optional(),
    booleanMatcherData: z.unknown().optional(),
    stringMatcherData: z.unknown().optional(),
    betweenStringMatcherData: z.unknown().optional(),
  })
  .superRefine((matcher, ctx) => {
    for (const issue of checkMatcherData(matcher)) ctx.addIssue({ code: 'custom', ...issue });
  })
  .transform(({ negate, keySelector, ...rest }) => ({
    ...rest,
    negate: negate ?? false,
    keySelector: keySelector
      ? { trafficType: keySelector.trafficType ?? 'user', attribute: keySelector.attribute ?? null }
      : null,
  }));

const partitionsSchema = z
  .array(
    z.object({
      treatment: treatmentSchema,
      size: z.number().int('must be a whole number').min(0).max(100),
    }),
  )
  .min(1, 'needs at least one partition')
  .refine((partitions) => partitions.reduce((sum, p) => sum + p.size, 0) === 100, {
    message: 'sizes must add up to 100 (a rollout ends at 100)',
  });

const matcherGroupSchema = z.object({
  combiner: z.literal('AND', { message: 'must be AND' }).default('AND'),
  matchers: z.array(matcherSchema).min(1, 'needs at least one matcher'),
});

const conditionFields = {
  conditionType: z
    .enum(['ROLLOUT', 'WHITELIST'], { message: 'must be ROLLOUT or WHITELIST' })
    .nullish(),
  matcherGroup: matcherGroupSchema,
  label: z.string().max(255).nullish(),
};

const flagConditionSchema = z.object({ ...conditionFields, partitions: partitionsSchema });
const segmentConditionSchema = z.object({
  ...conditionFields,
  partitions: partitionsSchema.nullish(),
});

const statusSchema = z.enum(['ACTIVE', 'ARCHIVED'], { message: 'must be ACTIVE or ARCHIVED' });

const configurationsSchema = z
  .record(treatmentSchema, z.string())
  .nullish()
  .superRefine((configurations, ctx) => {
    for (const [treatment, text] of Object.entries(configurations ?? {})) {
      if (!isJsonObject(text))
        ctx.addIssue({
          code: 'custom',
          path: [treatment],
          message: 'must be a JSON object written as a string',
        });
    }
  });

/** A flag definition as an admin or an import file gives it; the store fills in seeds and the change number. */
export const flagInputSchema = z
  .object({
    name: nameSchema,
    trafficTypeName: z.string().min(1, 'must not be empty').nullish(),
    seed: int32.optional(),
    status: statusSchema.default('ACTIVE'),
    killed: z.boolean().default(false),
    defaultTreatment: treatmentSchema,
    changeNumber: z.number().optional(),
    algo: z
      .union([z.literal(1), z.literal(2)], { message: 'must be 1 (legacy hash) or 2 (murmur3)' })
      .nullish(),
    trafficAllocation: z.number().int('must be a whole number').min(0).max(100).nullish(),
    trafficAllocationSeed: int32.nullish(),
    conditions: z.array(flagConditionSchema).default([]),
    configurations: configurationsSchema,
    sets: z.array(flagSetSchema).nullish(),
    impressionsDisabled: z.boolean().nullish(),
    prerequisites: z
      .array(
        z.object({
          n: nameSchema,
          ts: z.array(treatmentSchema).min(1, 'needs at least one treatment'),
        }),
      )
      .nullish(),
  })
  .superRefine((flag, ctx) => {
    flag.prerequisites?.forEach((prerequisite, index) => {
      if (prerequisite.n === flag.name)
        ctx.addIssue({
          code: 'custom',
          path: ['prerequisites', index, 'n'],
          message: 'a flag cannot be its own prerequisite',
        });
    });
  });

export type FlagInput = z.output<typeof flagInputSchema>;

const excludedSegmentSchema = z.object({
  type: z.enum(['standard', 'large', 'rule-based'], {
    message: 'must be standard, large or rule-based',
  }),
  name: nameSchema,
});

/** A rule-based segment as an admin or an import file gives it. */
export const ruleBasedSegmentInputSchema = z.object({
  name: nameSchema,
  trafficTypeName: z.string().min(1, 'must not be empty').nullish(),
  status: statusSchema.default('ACTIVE'),
  changeNumber: z.number().optional(),
  conditions: z.array(segmentConditionSchema).default([]),
  excluded: z
    .object({
      keys: z.array(keySchema).nullish(),
      segments: z.array(excludedSegmentSchema).nullish(),
    })
    .nullish(),
});

export type RuleBasedSegmentInput = z.output<typeof ruleBasedSegmentInputSchema>;

export const segmentKeysSchema = z.array(keySchema).max(100_000, 'at most 100000 keys per request');

/** `import FILE`: the shape `/splitChanges` returns (spec 1.3, or 1.2's `splits`), plus optional segment memberships. */
export const importSchema = z
  .object({
    ff: z.object({ d: z.array(flagInputSchema).nullish() }).nullish(),
    rbs: z.object({ d: z.array(ruleBasedSegmentInputSchema).nullish() }).nullish(),
    splits: z.array(flagInputSchema).nullish(),
    segments: z.record(nameSchema, segmentKeysSchema).nullish(),
  })

  .superRefine((file, ctx) => {
    if (!file.ff && !file.rbs && !file.splits && !file.segments)
      ctx.addIssue({ code: 'custom', message: 'needs ff.d, rbs.d, splits or segments' });
    reportDuplicates(file.ff?.d ?? [], ['ff', 'd'], ctx);
    reportDuplicates(file.splits ?? [], ['splits'], ctx);
    reportDuplicates(file.rbs?.d ?? [], ['rbs', 'd'], ctx);
  });

export type ImportInput = z.output<typeof importSchema>;

function reportDuplicates(items: Array<{ name: string }>, path: string[], ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    if (seen.has(item.name))
      ctx.addIssue({
        code: 'custom',
        path: [...path, index, 'name'],
        message: `"${item.name}" appears twice`,
      });
    seen.add(item.name);
  });
}

function isJsonObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}
