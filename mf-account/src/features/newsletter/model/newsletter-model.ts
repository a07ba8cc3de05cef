import { attach, createEffect, createEvent, sample } from 'effector';
import { subscribeNewsletter, type NewsletterSubscribeRequest } from '@shop/api-client';
import { $devRecaptchaAllowed, $integrations } from '../../../shared/config';
import { createForm, emailText, fieldErrors } from '../../../shared/lib';
import { newsletterToken, preloadRecaptcha, type RecaptchaSource } from '../lib/recaptcha';

/** Gets the bot-protection token; replaced in tests. */
export const recaptchaTokenFx = createEffect((source: RecaptchaSource) => newsletterToken(source));
export const subscribeNewsletterFx = createEffect((request: NewsletterSubscribeRequest) =>
  subscribeNewsletter(request),
);

/** The shopper started typing in a newsletter form: reCAPTCHA's script may load now, never with the page or the dialog. */
export const newsletterInputStarted = createEvent();
/** Loads Google's script ahead of the submit; replaced in tests. */
export const preloadRecaptchaFx = createEffect((siteKey: string) => preloadRecaptcha(siteKey));
sample({
  clock: newsletterInputStarted,
  source: $integrations,
  filter: (integrations) => integrations.recaptchaSiteKey !== null,
  fn: (integrations) => integrations.recaptchaSiteKey!,
  target: preloadRecaptchaFx,
});

/** Token first, then the double opt-in request; nothing reaches the server without a token. */
const subscribeWithTokenFx = createEffect(
  async ({ email, ...source }: RecaptchaSource & { email: string }) => {
    const recaptchaToken = await recaptchaTokenFx(source);
    return subscribeNewsletterFx({ email: email.trim(), recaptchaToken });
  },
);

function createNewsletterForm() {
  return createForm({
    initial: { email: '' },
    validate: (values) => fieldErrors({ email: emailText(values.email) }),
    submitFx: attach({
      source: { integrations: $integrations, devTokenAllowed: $devRecaptchaAllowed },
      mapParams: (values: { email: string }, { integrations, devTokenAllowed }) => ({
        email: values.email,
        siteKey: integrations.recaptchaSiteKey,
        devTokenAllowed,
      }),
      effect: subscribeWithTokenFx,
    }),
    logEvent: 'newsletter-error',
    fallback: 'newsletter.error',
  });
}

export type NewsletterForm = ReturnType<typeof createNewsletterForm>;

/** One form in the newsletter dialog, one on the account page; both can be on screen at once. */
export const newsletterDialogForm = createNewsletterForm();
export const newsletterPageForm = createNewsletterForm();
