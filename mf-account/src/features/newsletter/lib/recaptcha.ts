import { loadScript } from '../../../shared/lib';

/** Accepted by the shop API outside production when it has no reCAPTCHA secret (infra/shop-api README). */
export const devRecaptchaToken = 'dev-recaptcha-token';

export function recaptchaScriptUrl(siteKey: string): string {
  return `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
}

type Grecaptcha = {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
};

/** Failure to get a token; its message is the text the log line carries. */
export class RecaptchaError extends Error {
  override readonly name = 'RecaptchaError';
}

/**
 * Starts loading Google's script when the shopper begins on a form that needs it, so the submit
 * need not wait for it. A failure shows at the submit, which asks for the same script.
 */
export function preloadRecaptcha(siteKey: string): Promise<void> {
  return loadScript(recaptchaScriptUrl(siteKey)).catch(() => undefined);
}

/** A reCAPTCHA v3 token for one action, loading Google's script on first use. */
export async function executeRecaptcha(siteKey: string, action: string): Promise<string> {
  await loadScript(recaptchaScriptUrl(siteKey));
  const grecaptcha = (globalThis as { grecaptcha?: Grecaptcha }).grecaptcha;
  if (!grecaptcha) throw new Error('grecaptcha is missing after the script loaded');
  await new Promise<void>((resolve) => grecaptcha.ready(resolve));
  const token = await grecaptcha.execute(siteKey, { action });
  if (!token) throw new Error('grecaptcha returned no token');
  return token;
}

export type RecaptchaSource = { siteKey: string | null; devTokenAllowed: boolean };

/**
 * The token for a newsletter subscription: reCAPTCHA v3 with a site key, the development token
 * outside production without one, and in production without a key none at all (an error).
 */
export async function newsletterToken(
  { siteKey, devTokenAllowed }: RecaptchaSource,
  execute: (siteKey: string, action: string) => Promise<string> = executeRecaptcha,
): Promise<string> {
  if (siteKey) {
    try {
      return await execute(siteKey, 'newsletter');
    } catch (error) {
      throw new RecaptchaError(
        `reCAPTCHA error: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  if (devTokenAllowed) return devRecaptchaToken;
  throw new RecaptchaError('newsletter without a reCAPTCHA token');
}
