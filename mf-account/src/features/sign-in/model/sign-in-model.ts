import { createEffect, createEvent, sample } from 'effector';
import { login, type LoginRequest } from '@shop/api-client';
import {
  $dialogOpeningBlocked,
  accountDialogInteracted,
  customerChanged,
  dialogCloseRequested,
  dialogOpenRequested,
  dialogOpeningBlockedSet,
} from '@shop/bus';
import { createForm, dialogEvent, emailText, fieldErrors, requiredText } from '../../../shared/lib';

export const loginFx = createEffect((credentials: LoginRequest) => login(credentials));

export const signInForm = createForm({
  initial: { email: '', password: '' },
  validate: (values) =>
    fieldErrors({ email: emailText(values.email), password: requiredText(values.password) }),
  submitFx: loginFx,
  logEvent: 'login-error',
  fallback: 'account.signIn.error',
});

export const forgotPasswordClicked = createEvent();
export const signUpClicked = createEvent();

sample({
  clock: signInForm.submitted,
  fn: () => dialogEvent('log-in-click', 'signIn'),
  target: accountDialogInteracted,
});
// While the request runs, the shopper cannot leave for another dialog and lose what happens.
sample({ clock: loginFx.pending.updates, target: dialogOpeningBlockedSet });

sample({ clock: loginFx.doneData, target: customerChanged });
sample({ clock: loginFx.done, target: dialogCloseRequested });
sample({ clock: loginFx.done, fn: () => undefined, target: signInForm.reset });

const canSwitch = (blocked: boolean) => !blocked;
sample({
  clock: forgotPasswordClicked,
  source: $dialogOpeningBlocked,
  filter: canSwitch,
  fn: () => dialogEvent('password-reset-click', 'signIn'),
  target: accountDialogInteracted,
});
// The typed address comes along, so the shopper does not type it twice.
sample({
  clock: forgotPasswordClicked,
  source: signInForm.$values,
  fn: ({ email }) => ({
    dialogType: 'passwordReset' as const,
    dialogPayload: { email: email.trim() },
  }),
  target: dialogOpenRequested,
});
sample({
  clock: signUpClicked,
  source: $dialogOpeningBlocked,
  filter: canSwitch,
  fn: () => dialogEvent('switched-to-sign-up', 'signIn'),
  target: accountDialogInteracted,
});
sample({
  clock: signUpClicked,
  fn: () => ({ dialogType: 'signUp' as const }),
  target: dialogOpenRequested,
});
