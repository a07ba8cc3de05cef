import crypto from 'node:crypto';
import { unauthorized } from '@shop/server-kit';
import type { FastifyRequest } from 'fastify';

const digest = (text: string) => crypto.createHash('sha256').update(text).digest();
// Digests of the accepted keys, computed once per key list rather than on every request.
const digestCache = new WeakMap<string[], Buffer[]>();

/** Constant-time comparison, so response times do not leak how much of a token was right. */
export function tokenMatches(given: string, expected: string): boolean {
  return crypto.timingSafeEqual(digest(given), digest(expected));
}

function matchesAny(given: string, keys: string[]): boolean {
  let digests = digestCache.get(keys);
  if (!digests) digestCache.set(keys, (digests = keys.map(digest)));
  const candidate = digest(given);
  return digests.some((known) => crypto.timingSafeEqual(candidate, known));
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match?.[1]?.trim();
}

/** Checks an SDK key (from the Authorization header, or a beacon body's `token`); unknown → 401. */
export function requireSdkKey(
  request: FastifyRequest,
  sdkKeys: string[],
  token = bearerToken(request),
): void {
  if (token && matchesAny(token, sdkKeys)) return;
  request.log.warn(
    {
      event: 'sdk-key-rejected',
      url: request.url.split('?')[0],
      given: token ? 'unknown' : 'none',
    },
    'SDK key rejected',
  );
  throw unauthorized(
    token ? 'Unknown SDK key' : 'Missing SDK key: send Authorization: Bearer <sdk key>',
  );
}

export function requireAdminToken(request: FastifyRequest, adminToken: string): void {
  const token = bearerToken(request);
  if (token && tokenMatches(token, adminToken)) return;
  throw unauthorized(
    token
      ? 'Wrong admin token'
      : 'Missing admin token: send Authorization: Bearer <FLAGS_ADMIN_TOKEN>',
  );
}
