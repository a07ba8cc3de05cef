export { SignUpForm } from './ui/sign-up-form';
export { signUpForm, signupFx, signInClicked } from './model/sign-up-model';
