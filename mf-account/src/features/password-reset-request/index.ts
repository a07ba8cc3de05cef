export { ResetRequestForm } from './ui/reset-request-form';
export { resetRequestForm, requestResetFx, backToSignInClicked } from './model/reset-request-model';
