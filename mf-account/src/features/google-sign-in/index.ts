export { GoogleButton } from './ui/google-button';
export {
  googleButtonMounted,
  googleClicked,
  credentialReceived,
  loadGoogleScriptFx,
  initializeGoogleFx,
  renderGoogleButtonFx,
  googleSignInFx,
  $googleStatus,
  $googleVisible,
  $googleError,
  type GoogleStatus,
} from './model/google-model';
export { googleScriptUrl, type GoogleIdApi } from './lib/google-identity';
