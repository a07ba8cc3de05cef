import { parse } from 'cookie';
import { initFlags, type ConsentStatus } from '@shop/flags';
import type { ShopDocumentData } from '@shop/contracts';

/** The consent-management notice records the shopper's choice in this cookie. */
export const consentCookie = 'shop_consent';

function consentFromCookie(): ConsentStatus {
  const value = parse(document.cookie)[consentCookie];
  return value === 'GRANTED' || value === 'DECLINED' ? value : 'UNKNOWN';
}

/** Starts the page's one flag client (a shared singleton: every remote reads this one). */
export function startPageFlags(data: ShopDocumentData): void {
  const { channel, country } = data.storefront;
  initFlags({
    authorizationKey: data.flags.sdkKey ?? '',
    channel: `${channel}-${country}`,
    mobileDevice: window.matchMedia('(max-width: 767px)').matches,
    consent: consentFromCookie(),
    readyTimeoutMs: data.flags.readyTimeoutMs,
  });
}
