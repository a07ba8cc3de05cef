import crypto from 'node:crypto';
import { hmacBase64Url, safeEqual } from './crypto';

/**
 * CSRF tokens bound to the session id (OWASP's signed double-submit): `nonce.hmac(key, nonce.sessionId)`.
 * A token is valid only together with the session cookie it was made for.
 */
export function createCsrfTokens(key: string) {
  const sign = (nonce: string, sessionId: string) => hmacBase64Url(key, `${nonce}.${sessionId}`);
  return {
    issue(sessionId: string): string {
      const nonce = crypto.randomBytes(16).toString('base64url');
      return `${nonce}.${sign(nonce, sessionId)}`;
    },
    verify(sessionId: string | undefined, token: string | undefined): boolean {
      if (!sessionId || !token || token.length > 200) return false;
      const [nonce, signature, extra] = token.split('.');
      if (!nonce || !signature || extra !== undefined) return false;
      return safeEqual(signature, sign(nonce, sessionId));
    },
  };
}
export type CsrfTokens = ReturnType<typeof createCsrfTokens>;
