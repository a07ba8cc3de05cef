import crypto from 'node:crypto';
import { unauthorized } from '@shop/server-kit';
import type { FastifyRequest } from 'fastify';

/** Constant-time comparison, so response times do not leak how much of a token was right. */
export function tokenMatches(given: string, expected: string): boolean {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match?.[1]?.trim();
}

/** Checks an SDK key (from the Authorization header, or a beacon body's `token`); unknown → 401. */
export function requireSdkKey(request: FastifyRequest, sdkKeys: string[], token = bearerToken(request)): void {
  if (token && sdkKeys.some((key) => tokenMatches(token, key))) return;
  request.log.warn({ event: 'sdk-key-rejected', url: request.url.split('?')[0], given: token ? 'unknown' : 'none' }, 'SDK key rejected');
  throw unauthorized(token ? 'Unknown SDK key' : 'Missing SDK key: send Authorization: Bearer <sdk key>');
}

export function requireAdminToken(request: FastifyRequest, adminToken: string): void {
  const token = bearerToken(request);
  if (token && tokenMatches(token, adminToken)) return;
  throw unauthorized(token ? 'Wrong admin token' : 'Missing admin token: send Authorization: Bearer <FLAGS_ADMIN_TOKEN>');
}
