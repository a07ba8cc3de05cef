import { describe, expect, it } from 'vitest';
import { documentSecurityHeaders } from './security-headers';

const csp = (headers: Record<string, string>) => headers['content-security-policy']!;

describe('documentSecurityHeaders', () => {
  it('allows scripts from the shop only, and no frames, without integrations', () => {
    const policy = csp(
      documentSecurityHeaders([], { googleClientId: null, recaptchaSiteKey: null }),
    );
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("frame-src 'none'");
    expect(policy).not.toContain('google');
  });

  it('admits Google sign-in and reCAPTCHA only where they are configured', () => {
    const policy = csp(
      documentSecurityHeaders([], {
        googleClientId: 'client.apps.googleusercontent.com',
        recaptchaSiteKey: 'site-key',
      }),
    );
    expect(policy).toMatch(
      /script-src 'self' https:\/\/accounts\.google\.com\/gsi\/client https:\/\/www\.google\.com\/recaptcha\/ https:\/\/www\.gstatic\.com\/recaptcha\//,
    );
    expect(policy).toContain(
      'frame-src https://accounts.google.com/gsi/ https://www.google.com/recaptcha/',
    );
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('adds a development override origin to scripts and connections', () => {
    const policy = csp(
      documentSecurityHeaders(['http://localhost:3001'], {
        googleClientId: null,
        recaptchaSiteKey: null,
      }),
    );
    expect(policy).toContain("script-src 'self' http://localhost:3001");
    expect(policy).toContain("connect-src 'self' http://localhost:3001");
    expect(policy).toContain("style-src 'self' 'unsafe-inline' http://localhost:3001");
  });
});

describe('transport security', () => {
  const none = { googleClientId: null, recaptchaSiteKey: null };
  it('tells browsers to use HTTPS only for a year, subdomains included, in production only', () => {
    expect(
      documentSecurityHeaders([], none, { production: true })['strict-transport-security'],
    ).toBe('max-age=31536000; includeSubDomains');
    expect(documentSecurityHeaders([], none)).not.toHaveProperty('strict-transport-security');
  });
});
