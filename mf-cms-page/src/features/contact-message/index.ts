export { contactForm, contactFormMounted, recaptchaTokenFx, sendContactMessageFx } from './model';
