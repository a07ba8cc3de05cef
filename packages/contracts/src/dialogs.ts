/** Dialogs the host can open; each is supplied by the remote named in `dialogOwners`. */
export const dialogTypes = [
  'signIn',
  'signUp',
  'passwordReset',
  'newsletter',
  'calculatorMoreFormats',
] as const;
export type DialogType = (typeof dialogTypes)[number];

/** Outcome of a mailed link (sign-up or newsletter confirmation), handed to the dialog that shows it. */
export type LinkStatus = 'confirmed' | 'invalid-link';

/** Query parameters the shop API's mailed links redirect with (`/?signup=confirmed`), and the dialog each opens. */
export const linkStatusParams = {
  signup: 'signUp',
  newsletter: 'newsletter',
} as const satisfies Record<string, DialogType>;

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
