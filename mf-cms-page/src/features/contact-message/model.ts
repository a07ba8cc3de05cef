import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import {
  sendContactMessage,
  type ContactMessageRequest,
  type ContactMessageSent,
} from '@shop/api-client';
import { shopFormSchemas } from '@shop/contracts';
import type { Locale } from '@shop/catalogue';
import { createFormModel } from '../../shared/lib/form-model';
import { fieldErrorsOf, formTexts } from '../../shared/lib/form-texts';
import { preloadRecaptcha, recaptchaToken, type RecaptchaSource } from '../../shared/lib/recaptcha';

/** Gets the bot-protection token; replaced in tests. */
export const recaptchaTokenFx = createEffect((source: RecaptchaSource) =>
  recaptchaToken(source, 'contact'),
);
export const sendContactMessageFx = createEffect((request: ContactMessageRequest) =>
  sendContactMessage(request),
);

/** The block mounted: the person it names (sent along so the team knows who was asked) and the page's reCAPTCHA set-up. */
export const contactFormMounted = createEvent<{
  person: string | null;
  recaptcha: RecaptchaSource;
}>();
const $person = createStore<string | null>(null).on(contactFormMounted, (_, { person }) => person);
const $recaptcha = createStore<RecaptchaSource>({ siteKey: null, devTokenAllowed: false }).on(
  contactFormMounted,
  (_, { recaptcha }) => recaptcha,
);

/** The shopper started typing in the form: reCAPTCHA's script may load now, never with the page. */
export const contactInputStarted = createEvent();
/** Loads Google's script ahead of the submit; replaced in tests. */
export const preloadRecaptchaFx = createEffect(preloadRecaptcha);
sample({
  clock: contactInputStarted,
  source: $recaptcha,
  filter: (recaptcha) => recaptcha.siteKey !== null,
  target: preloadRecaptchaFx,
});

/** Token first, then the message: nothing reaches the server without a token. */
const sendWithTokenFx = attach({
  source: { person: $person, recaptcha: $recaptcha },
  mapParams: (body: ContactMessageRequest, { person, recaptcha }) => ({
    body: person ? { ...body, person } : body,
    recaptcha,
  }),
  effect: createEffect(
    async ({ body, recaptcha }: { body: ContactMessageRequest; recaptcha: RecaptchaSource }) =>
      sendContactMessageFx({ ...body, recaptchaToken: await recaptchaTokenFx(recaptcha) }),
  ),
});

const initial = { name: '', email: '', topic: '', orderNumber: '', message: '' };
type ContactValues = typeof initial;

export function checkContact(values: ContactValues, locale: Locale) {
  const result = shopFormSchemas(formTexts(locale)).contactMessage.safeParse(values);
  return result.success
    ? { body: result.data as ContactMessageRequest }
    : { errors: fieldErrorsOf(result.error.issues) };
}

/** The contact block's form: checked here and on the server, protected by reCAPTCHA. */
export const contactForm = createFormModel<
  ContactValues,
  ContactMessageRequest,
  ContactMessageSent
>({
  initial,
  check: checkContact,
  submitFx: sendWithTokenFx,
  logEvent: 'contact-message-error',
});
