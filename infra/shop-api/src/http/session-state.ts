import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../services';
import type { ActiveSession } from '../auth/sessions';
import { randomToken } from '../auth/crypto';
import { readSessionId, setSessionCookies } from './cookies';
import { contextOf } from './request-state';

export type CurrentSession = { sessionId?: string; active: ActiveSession | null };

/** The visitor's session: the cookie's id (anonymous or not) and, when logged in, the customer. */
export async function currentSession(
  services: Services,
  request: FastifyRequest,
): Promise<CurrentSession> {
  const sessionId = readSessionId(request.cookies);
  if (!sessionId) return { active: null };
  return { sessionId, active: await services.sessions.find(sessionId, contextOf(request).channel) };
}

/** Sets the session cookie and a CSRF token made for it; returns the token. */
export function issueCookies(
  services: Services,
  reply: FastifyReply,
  sessionId: string,
  maxAgeSeconds: number,
): string {
  const csrfToken = services.csrf.issue(sessionId);
  setSessionCookies(reply, sessionId, csrfToken, maxAgeSeconds);
  return csrfToken;
}

/**
 * Logs a customer in on this browser: a new session (the cookie's old id is ended, so ids rotate
 * at login) with its cookies and a CSRF token made for it.
 */
export async function startCustomerSession(
  services: Services,
  request: FastifyRequest,
  reply: FastifyReply,
  customerId: number,
  channel: string,
): Promise<void> {
  const session = await services.sessions.start(
    customerId,
    channel,
    readSessionId(request.cookies),
  );
  issueCookies(services, reply, session.id, session.maxAgeSeconds);
}

/**
 * Anonymous visitors get a random session id (no database row) so their CSRF token has something
 * to be bound to. Returns the id in use.
 */
export function ensureSessionCookie(
  services: Services,
  request: FastifyRequest,
  reply: FastifyReply,
): string {
  const existing = readSessionId(request.cookies);
  if (existing) return existing;
  const sessionId = randomToken();
  issueCookies(services, reply, sessionId, services.config.session.idleMs / 1000);
  return sessionId;
}

/** Replaces the visitor's session id with a fresh anonymous one (after logout). */
export function issueAnonymousSession(services: Services, reply: FastifyReply): void {
  issueCookies(services, reply, randomToken(), services.config.session.idleMs / 1000);
}
