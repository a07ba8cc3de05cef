import { parseCookie } from 'cookie';
import { yearLongSiteCookie } from './site-cookie';
import type { ConsentStatus } from './types';

/** The consent-management notice records the shopper's choice here; the flag client follows it. */
export const consentCookie = 'shop_consent';

/** The recorded choice, UNKNOWN when there is none (or the cookie holds something else). */
export function readConsentCookie(doc: Pick<Document, 'cookie'> = document): ConsentStatus {
  const value = parseCookie(doc.cookie)[consentCookie];
  return value === 'GRANTED' || value === 'DECLINED' ? value : 'UNKNOWN';
}

/** Records a choice for a year, for the whole site. */
export function writeConsentCookie(
  status: ConsentStatus,
  doc: Pick<Document, 'cookie'> = document,
  secure = location.protocol === 'https:',
): void {
  doc.cookie = yearLongSiteCookie(consentCookie, status, secure);
}
