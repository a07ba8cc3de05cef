/** Dialogs the host can open; each is supplied by the remote named in `dialogOwners`. */
export const dialogTypes = [
  'signIn',
  'signUp',
  'passwordReset',
  'newsletter',
  'calculatorMoreFormats',
] as const;
export type DialogType = (typeof dialogTypes)[number];

export const dialogOwners = {
  signIn: { remote: 'mf_account', module: './AccountDialogs' },
  signUp: { remote: 'mf_account', module: './AccountDialogs' },
  passwordReset: { remote: 'mf_account', module: './AccountDialogs' },
  newsletter: { remote: 'mf_account', module: './AccountDialogs' },
  calculatorMoreFormats: { remote: 'mf_calculator', module: './CalculatorDialogs' },
} as const satisfies Record<DialogType, { remote: string; module: string }>;

/** What a shopper can do in the sign-in and sign-up dialogs, as tracked in the data layer. */
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
