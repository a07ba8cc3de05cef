import { shopDocumentDataElementId, type ShopDocumentData } from '@shop/contracts';

/** Accepted by the shop API outside production when it has no reCAPTCHA secret (infra/shop-api README). */
export const devRecaptchaToken = 'dev-recaptcha-token';

export type RecaptchaSource = { siteKey: string | null; devTokenAllowed: boolean };

/**
 * The site key and environment from the data the edge inlined into the document (the page's
 * props do not carry them). Unreadable counts as production without a key: no shortcut by accident.
 */
export function readRecaptchaSource(
  doc: Document | undefined = globalThis.document,
): RecaptchaSource {
  try {
    const text = doc?.getElementById(shopDocumentDataElementId)?.textContent;
    const data = text ? (JSON.parse(text) as Partial<ShopDocumentData>) : {};
    return {
      siteKey: data.integrations?.recaptchaSiteKey ?? null,
      devTokenAllowed: typeof data.environment === 'string' && data.environment !== 'production',
    };
  } catch {
    return { siteKey: null, devTokenAllowed: false };
  }
}

type Grecaptcha = {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
};

let loading: Promise<void> | undefined;
function loadRecaptcha(siteKey: string): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = undefined;
      reject(new Error(`${script.src} could not be loaded`));
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * Starts loading Google's script once the shopper starts on a form that needs it, so the submit need
 * not wait for it; with no site key there is nothing to load. A failure shows at the submit, which
 * tries the script again.
 */
export function preloadRecaptcha(source: RecaptchaSource): Promise<void> {
  return source.siteKey ? loadRecaptcha(source.siteKey).catch(() => undefined) : Promise.resolve();
}

/** A reCAPTCHA v3 token for an action: Google's with a site key, the development token without one. */
export async function recaptchaToken(source: RecaptchaSource, action: string): Promise<string> {
  if (!source.siteKey) {
    if (source.devTokenAllowed) return devRecaptchaToken;
    throw new Error(`${action} without a reCAPTCHA token`);
  }
  try {
    await loadRecaptcha(source.siteKey);
    const grecaptcha = (globalThis as { grecaptcha?: Grecaptcha }).grecaptcha;
    if (!grecaptcha) throw new Error('grecaptcha is missing after the script loaded');
    await new Promise<void>((resolve) => grecaptcha.ready(resolve));
    const token = await grecaptcha.execute(source.siteKey, { action });
    if (!token) throw new Error('grecaptcha returned no token');
    return token;
  } catch (error) {
    throw new Error(`reCAPTCHA error: ${error instanceof Error ? error.message : String(error)}`);
  }
}
