import { developmentHostTable } from '@shop/catalogue';

/** The consent cookie the notice writes; browser tests start with a choice made, except the notice's own. */
export const consentCookieName = 'shop_consent';

/**
 * A browser state in which the shopper has already declined tracking on every development host,
 * so the notice does not cover the pages other tests look at (and nothing is sent, as before).
 */
export const decidedConsentState = {
  cookies: Object.keys(developmentHostTable).map((domain) => ({
    name: consentCookieName,
    value: 'DECLINED',
    domain,
    path: '/',
    expires: -1,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax' as const,
  })),
  origins: [],
};
