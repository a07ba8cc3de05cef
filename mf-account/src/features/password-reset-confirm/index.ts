export { NewPasswordForm } from './ui/new-password-form';
export {
  newPasswordForm,
  newPasswordPageOpened,
  confirmResetFx,
  signInRequested,
  newLinkRequested,
  $token,
  $linkUnusable,
  $tokenMissing,
} from './model/new-password-model';
