import { describe, expect, it } from 'vitest';
import { consentCookie, readConsentCookie, writeConsentCookie } from './consent-cookie';

describe('the consent cookie', () => {
  it('reads the recorded choice, and UNKNOWN for none or anything else', () => {
    expect(readConsentCookie({ cookie: `a=1; ${consentCookie}=GRANTED` })).toBe('GRANTED');
    expect(readConsentCookie({ cookie: `${consentCookie}=DECLINED` })).toBe('DECLINED');
    expect(readConsentCookie({ cookie: `${consentCookie}=granted` })).toBe('UNKNOWN');
    expect(readConsentCookie({ cookie: '' })).toBe('UNKNOWN');
  });

  it('records a choice for the whole site, SameSite=Lax, for one year, Secure on https', () => {
    const jar = { cookie: '' };
    writeConsentCookie('DECLINED', jar, true);
    expect(jar.cookie).toBe(
      'shop_consent=DECLINED; Max-Age=31536000; Path=/; Secure; SameSite=Lax',
    );
    writeConsentCookie('GRANTED', jar, false);
    expect(jar.cookie).toBe('shop_consent=GRANTED; Max-Age=31536000; Path=/; SameSite=Lax');
  });
});
