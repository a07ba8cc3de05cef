import { z } from 'zod';

/** Dialogs the host can open; each is supplied by the remote named in `dialogOwners`. */
export const dialogTypes = ['signIn', 'signUp', 'passwordReset', 'newsletter', 'calculatorMoreFormats'] as const;
export const dialogTypeSchema = z.enum(dialogTypes);
export type DialogType = z.infer<typeof dialogTypeSchema>;

export const dialogOwners = {
  signIn: { remote: 'mf_account', module: './AccountDialogs' },
  signUp: { remote: 'mf_account', module: './AccountDialogs' },
  passwordReset: { remote: 'mf_account', module: './AccountDialogs' },
  newsletter: { remote: 'mf_account', module: './AccountDialogs' },
  calculatorMoreFormats: { remote: 'mf_calculator', module: './CalculatorDialogs' },
} as const satisfies Record<DialogType, { remote: string; module: string }>;

/** Version 1 of the bus payloads. A breaking change adds a v2 schema beside it. */
export const dialogRequestSchema = z.object({
  dialogType: dialogTypeSchema,
  dialogPayload: z.unknown().optional(),
});
export type DialogRequest = z.infer<typeof dialogRequestSchema>;

export const customerSchema = z.object({
  emailHash: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string().optional(),
  isLoggedIn: z.boolean(),
  isWhitelabelCustomer: z.boolean(),
  number: z.string(),
  type: z.number().int().default(0),
  order: z
    .object({ isWhitelabelOrder: z.boolean().optional(), cartArticlesAmount: z.number().int().nonnegative().optional() })
    .optional(),
});
export type Customer = z.infer<typeof customerSchema>;

export const routeChangeSchema = z.object({ pathname: z.string(), search: z.string(), hash: z.string() });
export type RouteChange = z.infer<typeof routeChangeSchema>;

/** Account dialog analytics events of the spec's error catalogue. */
export const accountDialogEventNames = [
  'opened',
  'closed',
  'switched-to-sign-up',
  'log-in-click',
  'google-click',
  'password-reset-click',
  'sign-up-click',
] as const;
export type AccountDialogEventName = (typeof accountDialogEventNames)[number];
