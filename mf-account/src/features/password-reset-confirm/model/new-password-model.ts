import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { confirmPasswordReset, type PasswordResetConfirmRequest } from '@shop/api-client';
import { dialogOpenRequested } from '@shop/bus';
import {
  createForm,
  fieldErrors,
  newPasswordText,
  requiredText,
  type FormText,
} from '../../../shared/lib';

/** The page of the mailed link opened; its query carries the token. */
export const newPasswordPageOpened = createEvent<{ search: string }>();
export const $token = createStore('').on(
  newPasswordPageOpened,
  (_, { search }) => new URLSearchParams(search).get('token')?.trim() ?? '',
);

export const confirmResetFx = createEffect((request: PasswordResetConfirmRequest) =>
  confirmPasswordReset(request),
);

const submitNewPasswordFx = attach({
  source: $token,
  mapParams: (values: { password: string; repeat: string }, token) => ({
    token,
    password: values.password,
  }),
  effect: confirmResetFx,
});

function repeatText(password: string, repeat: string): FormText | null {
  return (
    requiredText(repeat) ?? (repeat === password ? null : { key: 'account.newPassword.mismatch' })
  );
}

export const newPasswordForm = createForm({
  initial: { password: '', repeat: '' },
  validate: (values) =>
    fieldErrors({
      password: newPasswordText(values.password),
      repeat: repeatText(values.password, values.repeat),
    }),
  submitFx: submitNewPasswordFx,
  logEvent: 'password-reset-error',
  logBadRequests: true,
  fallback: 'errors.generic',
});

/** The link is unusable (expired, used, incomplete): the page offers a new one instead of the form. */
export const $linkUnusable = createStore(false)
  .on(newPasswordPageOpened, () => false)
  .on(newPasswordForm.failed, (_, failure) => failure.code === 'invalid-token');
export const $tokenMissing = $token.map((token) => token === '');

export const signInRequested = createEvent();
export const newLinkRequested = createEvent();

sample({ clock: newPasswordPageOpened, fn: () => undefined, target: newPasswordForm.reset });
sample({
  clock: signInRequested,
  fn: () => ({ dialogType: 'signIn' as const }),
  target: dialogOpenRequested,
});
sample({
  clock: newLinkRequested,
  fn: () => ({ dialogType: 'passwordReset' as const }),
  target: dialogOpenRequested,
});
