import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { serialize } from 'cookie';
import { setFlagsConsent, type ConsentStatus } from '@shop/flags';

/** The consent-management notice records the shopper's choice in this cookie (the flag client reads it). */
export const consentCookie = 'shop_consent';
const oneYear = 60 * 60 * 24 * 365;

/** At start: the choice from the cookie, and whether tracking is switched off for this visit. */
export const consentRestored = createEvent<{ status: ConsentStatus; trackingOff: boolean }>();
/** The shopper answered the notice. */
export const consentChosen = createEvent<'GRANTED' | 'DECLINED'>();

export const writeConsentCookieFx = createEffect((status: ConsentStatus) => {
  document.cookie = serialize(consentCookie, status, {
    path: '/',
    maxAge: oneYear,
    sameSite: 'lax',
    secure: location.protocol === 'https:',
  });
});
/** Declining stops the flag client's submitters and drops their queues; granting starts them. */
export const applyFlagsConsentFx = createEffect((status: ConsentStatus) => {
  setFlagsConsent(status);
});

export const $consent = createStore<ConsentStatus>('UNKNOWN')
  .on(consentRestored, (_, { status }) => status)
  .on(consentChosen, (_, status) => status);
export const $trackingOff = createStore(false).on(
  consentRestored,
  (_, { trackingOff }) => trackingOff,
);
/** The notice shows until the shopper chooses; with tracking switched off there is nothing to ask. */
export const $noticeShown = combine(
  $consent,
  $trackingOff,
  (consent, trackingOff) => consent === 'UNKNOWN' && !trackingOff,
);

sample({ clock: consentChosen, target: [writeConsentCookieFx, applyFlagsConsentFx] });
