import { createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { $dialog, accountDialogInteracted, type DialogState } from '@shop/bus';
import type { DialogType } from '@shop/contracts';
import { emailOf } from '../../../shared/config';
import { dialogEvent } from '../../../shared/lib';
import { signInForm } from '../../../features/sign-in';
import { signUpForm } from '../../../features/sign-up';
import { resetRequestForm } from '../../../features/password-reset-request';
import { newsletterDialogForm } from '../../../features/newsletter';

export const accountDialogTypes = [
  'signIn',
  'signUp',
  'passwordReset',
  'newsletter',
] as const satisfies readonly DialogType[];
export type AccountDialogType = (typeof accountDialogTypes)[number];
export type AccountDialog = DialogState & { dialogType: AccountDialogType };

const isAccountDialog = (dialog: DialogState | null): dialog is AccountDialog =>
  dialog !== null && (accountDialogTypes as readonly DialogType[]).includes(dialog.dialogType);

/** Open while the dialogs parcel is mounted; the host mounts it on the first account dialog request. */
export const AccountDialogsGate = createGate();

/** The dialog this remote shows, or null when none of its dialogs is requested. */
export const $accountDialog = $dialog.map((dialog) => (isAccountDialog(dialog) ? dialog : null));
const $shownType = $accountDialog.map((dialog) => dialog?.dialogType ?? null);
/** The type last reported as opened, to tell opening, switching and closing apart. */
const $reportedType = createStore<AccountDialogType | null>(null);

const changed = sample({
  clock: [AccountDialogsGate.open, $shownType.updates],
  source: {
    reported: $reportedType,
    shown: $shownType,
    dialog: $accountDialog,
    mounted: AccountDialogsGate.status,
  },
  filter: ({ reported, shown, mounted }) => mounted && reported !== shown,
});
sample({ clock: changed, fn: ({ shown }) => shown, target: $reportedType });
sample({
  clock: changed,
  filter: ({ reported }) => reported !== null,
  fn: ({ reported }) => dialogEvent('closed', reported!),
  target: accountDialogInteracted,
});
const opened = sample({
  clock: changed,
  filter: ({ dialog }) => dialog !== null,
  fn: ({ dialog }) => dialog!,
});
sample({
  clock: opened,
  fn: ({ dialogType }) => dialogEvent('opened', dialogType),
  target: accountDialogInteracted,
});

// A dialog that opens starts empty; switching back and forth does not carry an old error along.
sample({
  clock: opened,
  filter: ({ dialogType }) => dialogType === 'signIn',
  fn: () => undefined,
  target: signInForm.reset,
});
sample({
  clock: opened,
  filter: ({ dialogType }) => dialogType === 'signUp',
  fn: () => undefined,
  target: signUpForm.reset,
});
sample({
  clock: opened,
  filter: ({ dialogType }) => dialogType === 'passwordReset',
  fn: ({ dialogPayload }) => ({ email: emailOf(dialogPayload) }),
  target: resetRequestForm.reset,
});
sample({
  clock: opened,
  filter: ({ dialogType }) => dialogType === 'newsletter',
  fn: () => undefined,
  target: newsletterDialogForm.reset,
});
