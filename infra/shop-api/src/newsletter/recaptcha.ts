import { developmentRecaptchaToken } from '../config/config';

export type RecaptchaResult =
  | { ok: true }
  | { ok: false; reason: 'missing-token' | 'rejected' | 'unavailable'; detail: string };

/**
 * Checks a reCAPTCHA token with the verifier (Google's siteverify, or a stand-in in tests). Without
 * a secret, only outside production, the documented development token passes.
 */
export function createRecaptchaVerifier(options: {
  secret?: string;
  verifyUrl: string;
  minScore: number;
  production: boolean;
  fetch?: typeof fetch;
}) {
  const fetchImpl = options.fetch ?? fetch;
  return async function verifyRecaptcha(
    token: string | undefined,
    remoteIp: string,
  ): Promise<RecaptchaResult> {
    if (!token)
      return { ok: false, reason: 'missing-token', detail: 'newsletter without a reCAPTCHA token' };
    if (!options.secret) {
      if (options.production)
        return { ok: false, reason: 'unavailable', detail: 'RECAPTCHA_SECRET is not configured' };
      return token === developmentRecaptchaToken
        ? { ok: true }
        : {
            ok: false,
            reason: 'rejected',
            detail: `without RECAPTCHA_SECRET only "${developmentRecaptchaToken}" passes`,
          };
    }
    let body: { success?: boolean; score?: number; 'error-codes'?: string[] };
    try {
      const response = await fetchImpl(options.verifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret: options.secret, response: token, remoteip: remoteIp }),
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok)
        return { ok: false, reason: 'unavailable', detail: `verifier answered ${response.status}` };
      body = (await response.json()) as typeof body;
    } catch (error) {
      return {
        ok: false,
        reason: 'unavailable',
        detail: `verifier unreachable: ${(error as Error).message}`,
      };
    }
    if (body.success !== true)
      return {
        ok: false,
        reason: 'rejected',
        detail: `error codes: ${(body['error-codes'] ?? []).join(', ') || 'none'}`,
      };
    // reCAPTCHA v3 answers with a score; v2 has none.
    if (typeof body.score === 'number' && body.score < options.minScore) {
      return {
        ok: false,
        reason: 'rejected',
        detail: `score ${body.score} below ${options.minScore}`,
      };
    }
    return { ok: true };
  };
}
export type RecaptchaVerifier = ReturnType<typeof createRecaptchaVerifier>;
