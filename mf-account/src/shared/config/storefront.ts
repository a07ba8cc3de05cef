import { createEvent, createStore } from 'effector';
import type { AccountIntegrations, StorefrontProps } from '@shop/contracts';

/** What every parcel of this remote is told by the host, plus the page's environment. */
export type AccountStorefront = StorefrontProps & {
  integrations: AccountIntegrations;
  environment: string;
};

const initial: AccountStorefront = {
  channel: 'wallart',
  country: 'de',
  locale: 'de-DE',
  platform: 'web',
  basename: '',
  integrations: { googleClientId: null, recaptchaSiteKey: null },
  environment: 'production',
};

/** A parcel mounted or got new props. */
export const storefrontReceived = createEvent<AccountStorefront>();
export const $storefront = createStore<AccountStorefront>(initial).on(
  storefrontReceived,
  (_, storefront) => storefront,
);
export const $locale = $storefront.map((storefront) => storefront.locale);
export const $integrations = $storefront.map((storefront) => storefront.integrations);
/** Outside production the shop API accepts a fixed reCAPTCHA token when no site key is configured. */
export const $devRecaptchaAllowed = $storefront.map(
  (storefront) => storefront.environment !== 'production',
);
