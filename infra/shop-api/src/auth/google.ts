import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';

export type GoogleIdentity = { sub: string; email: string; givenName: string; familyName: string };

/** Thrown with a short reason for the `google-auth-callback-failed` log line. */
export class GoogleTokenError extends Error {
  override name = 'GoogleTokenError';
}

const issuers = ['accounts.google.com', 'https://accounts.google.com'];

/**
 * Verifies a Google Identity Services ID token: RS256 signature against Google's key set (cached
 * by jose), audience = our client id, Google as issuer, not expired, and a verified address.
 */
export function createGoogleVerifier(options: {
  clientId?: string;
  jwksUrl: string;
  now: () => number;
}) {
  let keys: JWTVerifyGetKey | undefined;
  return async function verifyGoogleIdToken(credential: string): Promise<GoogleIdentity> {
    if (!options.clientId) throw new GoogleTokenError('GOOGLE_CLIENT_ID is not configured');
    keys ??= createRemoteJWKSet(new URL(options.jwksUrl), { timeoutDuration: 5000 });
    let payload;
    try {
      ({ payload } = await jwtVerify(credential, keys, {
        issuer: issuers,
        audience: options.clientId,
        algorithms: ['RS256'],
        currentDate: new Date(options.now()),
        requiredClaims: ['exp', 'iat', 'sub'],
      }));
    } catch (error) {
      const code = (error as { code?: string }).code ?? 'ERR_UNKNOWN';
      throw new GoogleTokenError(`${code}: ${(error as Error).message}`, { cause: error });
    }
    const verified = payload.email_verified === true || payload.email_verified === 'true';
    if (typeof payload.email !== 'string' || !verified)
      throw new GoogleTokenError('the token has no verified e-mail address');
    return {
      sub: payload.sub!,
      email: payload.email,
      givenName: typeof payload.given_name === 'string' ? payload.given_name : '',
      familyName: typeof payload.family_name === 'string' ? payload.family_name : '',
    };
  };
}
export type GoogleVerifier = ReturnType<typeof createGoogleVerifier>;
