export { NewsletterForm } from './ui/newsletter-form';
export {
  newsletterDialogForm,
  newsletterPageForm,
  recaptchaTokenFx,
  subscribeNewsletterFx,
  type NewsletterForm as NewsletterFormModel,
} from './model/newsletter-model';
export {
  newsletterToken,
  devRecaptchaToken,
  recaptchaScriptUrl,
  RecaptchaError,
} from './lib/recaptcha';
