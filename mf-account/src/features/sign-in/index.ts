export { SignInForm } from './ui/sign-in-form';
export { signInForm, loginFx, forgotPasswordClicked, signUpClicked } from './model/sign-in-model';
