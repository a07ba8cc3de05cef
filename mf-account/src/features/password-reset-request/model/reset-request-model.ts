import { createEffect, createEvent, sample } from 'effector';
import { requestPasswordReset, type PasswordResetRequest } from '@shop/api-client';
import { dialogOpenRequested, dialogOpeningBlockedSet } from '@shop/bus';
import { createForm, emailText, fieldErrors } from '../../../shared/lib';

/** The answer is neutral (known address or not); the mail links to /account/password-reset?token=. */
export const requestResetFx = createEffect((request: PasswordResetRequest) =>
  requestPasswordReset(request),
);

export const resetRequestForm = createForm({
  initial: { email: '' },
  validate: (values) => fieldErrors({ email: emailText(values.email) }),
  submitFx: requestResetFx,
  logEvent: 'password-reset-error',
  logBadRequests: true,
  fallback: 'account.passwordReset.error',
});

export const backToSignInClicked = createEvent();

sample({ clock: requestResetFx.pending.updates, target: dialogOpeningBlockedSet });
sample({
  clock: backToSignInClicked,
  fn: () => ({ dialogType: 'signIn' as const }),
  target: dialogOpenRequested,
});
