export {
  contactForm,
  contactFormMounted,
  contactInputStarted,
  preloadRecaptchaFx,
  recaptchaTokenFx,
  sendContactMessageFx,
} from './model';
