import { describe, expect, it, vi } from 'vitest';
import { devRecaptchaToken, newsletterToken, recaptchaScriptUrl } from './recaptcha';

describe('newsletter reCAPTCHA token', () => {
  it('asks reCAPTCHA v3 for a token with the site key and the newsletter action', async () => {
    const execute = vi.fn(async () => 'v3-token');
    await expect(
      newsletterToken({ siteKey: 'site-key', devTokenAllowed: true }, execute),
    ).resolves.toBe('v3-token');
    expect(execute).toHaveBeenCalledWith('site-key', 'newsletter');
    expect(recaptchaScriptUrl('a key')).toBe(
      'https://www.google.com/recaptcha/api.js?render=a%20key',
    );
  });

  it('uses the development token without a site key outside production', async () => {
    const execute = vi.fn(async () => 'v3-token');
    await expect(newsletterToken({ siteKey: null, devTokenAllowed: true }, execute)).resolves.toBe(
      devRecaptchaToken,
    );
    expect(devRecaptchaToken).toBe('dev-recaptcha-token');
    expect(execute).not.toHaveBeenCalled();
  });

  it('has no token in production without a site key', async () => {
    await expect(newsletterToken({ siteKey: null, devTokenAllowed: false })).rejects.toThrow(
      'newsletter without a reCAPTCHA token',
    );
  });

  it('reports a failing reCAPTCHA as a reCAPTCHA error', async () => {
    const execute = vi.fn(async () =>
      Promise.reject(
        new Error('https://www.google.com/recaptcha/api.js?render=k could not be loaded'),
      ),
    );
    await expect(newsletterToken({ siteKey: 'k', devTokenAllowed: true }, execute)).rejects.toThrow(
      'reCAPTCHA error: https://www.google.com/recaptcha/api.js?render=k could not be loaded',
    );
  });
});
