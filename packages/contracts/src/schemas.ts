// Zod schemas live apart from the plain constants, so browser bundles that only need the constants stay free of zod.
import { z } from 'zod';
import { channelIds, environments } from './channels';
import { dialogTypes } from './dialogs';
import { remoteNames, type RemoteName } from './remotes';
import {
  maxFailuresPerReport,
  remoteHealthFailureKinds,
  type RemoteHealthReport,
} from './remote-health';

export const channelIdSchema = z.enum(channelIds, {
  error: () => `Unknown channel; use one of: ${channelIds.join(', ')}`,
});
export const environmentSchema = z.enum(environments);
export const remoteNameSchema = z.enum(remoteNames as [RemoteName, ...RemoteName[]], {
  error: () => `Unknown remote; use one of: ${remoteNames.join(', ')}`,
});

/** Version 1 of the bus payloads. A breaking change adds a v2 schema beside it. */
export const dialogTypeSchema = z.enum(dialogTypes);
export const dialogRequestSchema = z.object({
  dialogType: dialogTypeSchema,
  dialogPayload: z.unknown().optional(),
});
export type DialogRequest = z.infer<typeof dialogRequestSchema>;

/** The customer as the shop API sends it and the storefront keeps it; anonymous when logged out. */
export const customerSchema = z.object({
  emailHash: z
    .string()
    .nullable()
    .describe('sha256 (hex) of the lower-cased e-mail address; null when anonymous'),
  firstName: z.string().describe('Empty when anonymous'),
  lastName: z.string().describe('Empty when anonymous'),
  fullName: z.string().optional().describe('"firstName lastName"; present only when logged in'),
  isLoggedIn: z.boolean(),
  isWhitelabelCustomer: z.boolean(),
  number: z.string().nullable().describe('Customer number; null when anonymous'),
  type: z.number().int().describe('Customer type, 0 by default'),
  order: z.object({
    isWhitelabelOrder: z.boolean(),
    cartArticlesAmount: z
      .number()
      .int()
      .nonnegative()
      .describe('Articles in the cart; the cart lives elsewhere, so 0 here'),
  }),
});
export type Customer = z.infer<typeof customerSchema>;

/** Acknowledgement of a mail-confirmed account step, with a localised text to show as it is. */
export const accountStatusSchema = z.object({
  status: z.enum(['confirmation-sent', 'reset-requested', 'password-changed', 'confirmed']),
  message: z.string().describe('Localised text to show as it is'),
});
export type AccountStatus = z.infer<typeof accountStatusSchema>;

/** The body of every 4xx and 5xx answer of the shop's services. */
export const apiErrorSchema = z.object({
  message: z.string().describe('Localised text to show as it is'),
  code: z
    .string()
    .optional()
    .describe('Stable machine-readable reason, e.g. csrf-token, too-many-attempts'),
  errors: z
    .array(z.object({ field: z.string(), message: z.string() }))
    .optional()
    .describe('One entry per invalid field'),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
export type FieldError = NonNullable<ApiErrorBody['errors']>[number];

export const csrfTokenSchema = z.object({ csrfToken: z.string() });

export const storyVersionSchema = z.enum(['draft', 'published']);
export type StoryVersion = z.infer<typeof storyVersionSchema>;

/** The same story in another language: its locale and story path (`/fr-fr/deco-murale`). */
export const storyAlternateSchema = z.object({ locale: z.string(), path: z.string() });
export type StoryAlternate = z.infer<typeof storyAlternateSchema>;

/**
 * The content gateway's page story: the CMS story with its relations inlined and its content made
 * safe, plus where it lives; a redirect story also carries its target and status.
 */
export const contentStorySchema = z.looseObject({
  content: z.looseObject({ component: z.string() }),
  alternates: z.array(storyAlternateSchema),
  storyPath: z.string(),
  cv: z.number(),
  version: storyVersionSchema,
  target: z.string().optional(),
  status: z.number().int().optional(),
});
export type ContentStory = z.infer<typeof contentStorySchema>;

export const routeChangeSchema = z.object({
  pathname: z.string(),
  search: z.string(),
  hash: z.string(),
});
export type RouteChange = z.infer<typeof routeChangeSchema>;

/** A remote-health report as the registry accepts it (see RemoteHealthReport). */
export const remoteHealthReportSchema = z.strictObject({
  channel: channelIdSchema,
  releaseSetId: z.number().int().positive(),
  pageLoads: z.union([z.literal(0), z.literal(1)]),
  failures: z
    .array(
      z.strictObject({
        remote: remoteNameSchema,
        version: z.string().min(1).max(64),
        kind: z.enum(remoteHealthFailureKinds),
      }),
    )
    .max(maxFailuresPerReport, `A report carries at most ${maxFailuresPerReport} failures`),
}) satisfies z.ZodType<RemoteHealthReport>;
