import type { FastifyReply } from 'fastify';

/** Host-only, Secure, HttpOnly: the session id never reaches scripts and never leaves this host. */
export const sessionCookieName = '__Host-shop_session';
/** Readable by the shop's own scripts, which echo it in the X-CSRF-Token header. */
export const csrfCookieName = '__Host-shop_csrf';
export const csrfHeaderName = 'x-csrf-token';

const sessionIdPattern = /^[A-Za-z0-9_-]{43}$/;

/** The session id from the cookie, or undefined when missing or not shaped like one of ours. */
export function readSessionId(cookies: Record<string, string | undefined>): string | undefined {
  const value = cookies[sessionCookieName];
  return value && sessionIdPattern.test(value) ? value : undefined;
}

/** Sets the session cookie and a fresh CSRF token (cookie and X-CSRF-Token header) with one lifetime. */
export function setSessionCookies(
  reply: FastifyReply,
  sessionId: string,
  csrfToken: string,
  maxAgeSeconds: number,
): void {
  const base = {
    path: '/',
    secure: true,
    sameSite: 'lax',
    maxAge: Math.max(0, Math.floor(maxAgeSeconds)),
  } as const;
  reply.setCookie(sessionCookieName, sessionId, { ...base, httpOnly: true });
  reply.setCookie(csrfCookieName, csrfToken, { ...base, httpOnly: false });
  reply.header('X-CSRF-Token', csrfToken);
}
