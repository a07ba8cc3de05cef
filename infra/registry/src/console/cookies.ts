import type { FastifyReply } from 'fastify';

/** Host-only, Secure, HttpOnly, SameSite=Strict: the console's cookie never leaves the registry's origin. */
export const consoleSessionCookie = '__Host-registry_session';

const sessionIdPattern = /^[A-Za-z0-9_-]{43}$/;

export function readConsoleSessionId(
  cookies: Record<string, string | undefined>,
): string | undefined {
  const value = cookies[consoleSessionCookie];
  return value && sessionIdPattern.test(value) ? value : undefined;
}

export function setConsoleSessionCookie(reply: FastifyReply, id: string, maxAgeSeconds: number) {
  reply.setCookie(consoleSessionCookie, id, {
    path: '/',
    secure: true,
    httpOnly: true,
    sameSite: 'strict',
    maxAge: maxAgeSeconds,
  });
}

export function clearConsoleSessionCookie(reply: FastifyReply) {
  reply.clearCookie(consoleSessionCookie, {
    path: '/',
    secure: true,
    httpOnly: true,
    sameSite: 'strict',
  });
}
