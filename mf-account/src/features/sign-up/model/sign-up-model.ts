import { createEffect, createEvent, sample } from 'effector';
import { signup, type SignupRequest } from '@shop/api-client';
import { accountDialogInteracted, dialogOpenRequested, dialogOpeningBlockedSet } from '@shop/bus';
import {
  createForm,
  dialogEvent,
  emailText,
  fieldErrors,
  newPasswordText,
  requiredText,
} from '../../../shared/lib';

/** Double opt-in: the answer is "check your mail"; the mailed link creates the account and logs in. */
export const signupFx = createEffect((form: SignupRequest) => signup(form));

export const signUpForm = createForm({
  initial: { firstName: '', lastName: '', email: '', password: '' },
  validate: (values) =>
    fieldErrors({
      firstName: requiredText(values.firstName),
      lastName: requiredText(values.lastName),
      email: emailText(values.email),
      password: newPasswordText(values.password),
    }),
  submitFx: signupFx,
  logEvent: 'sign-up-error',
  fallback: 'account.signUp.error',
});

export const signInClicked = createEvent();

sample({
  clock: signUpForm.submitted,
  fn: () => dialogEvent('sign-up-click', 'signUp'),
  target: accountDialogInteracted,
});
sample({ clock: signupFx.pending.updates, target: dialogOpeningBlockedSet });
sample({
  clock: signInClicked,
  fn: () => ({ dialogType: 'signIn' as const }),
  target: dialogOpenRequested,
});
