export { NewsletterForm } from './ui/newsletter-form';
export {
  newsletterDialogForm,
  newsletterPageForm,
  recaptchaTokenFx,
  subscribeNewsletterFx,
  newsletterInputStarted,
  preloadRecaptchaFx,
  type NewsletterForm as NewsletterFormModel,
} from './model/newsletter-model';
export {
  newsletterToken,
  devRecaptchaToken,
  recaptchaScriptUrl,
  preloadRecaptcha,
  RecaptchaError,
} from './lib/recaptcha';
