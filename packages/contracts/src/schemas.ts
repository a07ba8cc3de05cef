// Zod schemas live apart from the plain constants, so browser bundles that only need the constants stay free of zod.
import { z } from 'zod';
import { channelIds, environments } from './channels';
import { dialogTypes } from './dialogs';
import { remoteNames, type RemoteName } from './remotes';

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

export const customerSchema = z.object({
  emailHash: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string().optional(),
  isLoggedIn: z.boolean(),
  isWhitelabelCustomer: z.boolean(),
  number: z.string().nullable(),
  type: z.number().int().default(0),
  order: z
    .object({
      isWhitelabelOrder: z.boolean().optional(),
      cartArticlesAmount: z.number().int().nonnegative().optional(),
    })
    .optional(),
});
export type Customer = z.infer<typeof customerSchema>;

export const routeChangeSchema = z.object({
  pathname: z.string(),
  search: z.string(),
  hash: z.string(),
});
export type RouteChange = z.infer<typeof routeChangeSchema>;
