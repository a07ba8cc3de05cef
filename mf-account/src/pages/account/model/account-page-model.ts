import { createEvent, sample } from 'effector';
import { newPasswordPageOpened } from '../../../features/password-reset-confirm';
import { accountRouteOf } from './account-route';

/** The host mounted the page or navigated below /account/. */
export const accountPageShown = createEvent<{ pathname: string; search: string }>();

sample({
  clock: accountPageShown,
  filter: ({ pathname }) => accountRouteOf(pathname) === 'password-reset',
  fn: ({ search }) => ({ search }),
  target: newPasswordPageOpened,
});
