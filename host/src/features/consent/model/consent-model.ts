import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { setFlagsConsent, writeConsentCookie, type ConsentStatus } from '@shop/flags';

/** At start: the choice from the cookie, and whether tracking is switched off for this visit. */
export const consentRestored = createEvent<{ status: ConsentStatus; trackingOff: boolean }>();
/** The shopper answered the notice. */
export const consentChosen = createEvent<'GRANTED' | 'DECLINED'>();
/** The shopper asked to change an earlier choice (the footer's cookie settings link). */
export const consentSettingsOpened = createEvent();
/** The shopper closed the reopened notice without changing the choice. */
export const consentSettingsClosed = createEvent();

/** The link target that reopens the notice: `#cookie-settings` on any page. */
export const consentSettingsHash = '#cookie-settings';

export const writeConsentCookieFx = createEffect((status: ConsentStatus) =>
  writeConsentCookie(status),
);
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
/** The notice was reopened to change a choice already made. */
export const $settingsOpen = createStore(false)
  .on(consentSettingsOpened, () => true)
  .reset(consentChosen, consentSettingsClosed);
/**
 * The notice shows until the shopper chooses, and again when they ask to change the choice; with
 * tracking switched off for the visit nothing is tracked, so there is nothing to ask.
 */
export const $noticeShown = combine(
  $consent,
  $trackingOff,
  $settingsOpen,
  (consent, trackingOff, settingsOpen) => !trackingOff && (consent === 'UNKNOWN' || settingsOpen),
);

sample({ clock: consentChosen, target: writeConsentCookieFx });
// With tracking switched off the flag client stays declined, whatever is chosen.
sample({
  clock: consentChosen,
  filter: $trackingOff.map((off) => !off),
  target: applyFlagsConsentFx,
});
