import type { FastifyInstance } from 'fastify';
import type { Services } from '../services';
import type { RateLimitRule } from '../config/config';
import type { AttemptId } from '../auth/rate-limit';
import type { Messages } from '../i18n';
import { contextOf, messagesOf, parseBody } from '../http/request-state';
import {
  currentSession,
  ensureSessionCookie,
  issueAnonymousSession,
  issueCookies,
  startCustomerSession,
} from '../http/session-state';
import { readSessionId } from '../http/cookies';
import { ShopError } from '../http/errors';
import { emailHash, normalizeEmail } from '../auth/crypto';
import { hashPassword, needsRehash, verifyPassword } from '@shop/server-kit/passwords';
import { anonymousCustomer } from '@shop/contracts';
import { customerView } from '../customers/customer-view';

/** Counts an attempt, or refuses it with 429, Retry-After in seconds and the wait in minutes for people. */
export async function admitOrRefuse(
  services: Services,
  m: Messages,
  rule: RateLimitRule,
  keys: string[],
  what: string,
): Promise<AttemptId[]> {
  const admission = await services.limiter.admit(rule, keys);
  if (admission.admitted) return admission.ids;
  const seconds = admission.retryAfterSeconds;
  throw new ShopError(
    429,
    m.tooManyAttempts(Math.ceil(seconds / 60)),
    `${what} refused: too many attempts, retry in ${seconds} s`,
    {
      code: 'too-many-attempts',
      headers: { 'Retry-After': String(seconds) },
    },
  );
}

export function registerSessionRoutes(app: FastifyInstance, services: Services): void {
  app.get(
    '/web-api/customer-data',
    { config: { errorEvent: 'customer-data-error' } },
    async (request, reply) => {
      contextOf(request);
      const { sessionId, active } = await currentSession(services, request);
      if (!sessionId || !active) {
        ensureSessionCookie(services, request, reply);
        return anonymousCustomer;
      }
      const maxAge = await services.sessions.touch(sessionId, active);
      if (maxAge !== null) issueCookies(services, reply, sessionId, maxAge);
      return customerView(active.customer);
    },
  );

  app.post(
    '/web-api/customer-login',
    { config: { errorEvent: 'login-error' } },
    async (request, reply) => {
      const context = contextOf(request);
      const m = messagesOf(request);
      const body = parseBody(request, services.schemas(context.language).login);
      const email = normalizeEmail(body.email);
      const accountKey = `login:account:${context.channel}:${email}`;
      const keys = [accountKey, `login:ip:${request.ip}`];
      // The attempt counts as a failure unless the password turns out right.
      const attempt = await admitOrRefuse(
        services,
        m,
        services.config.rateLimits.loginFailures,
        keys,
        'login',
      );
      const customer = await services.customers.findByEmail(context.channel, email);
      // Unknown addresses are checked against a dummy hash: same work, same answer, same time.
      const valid = await verifyPassword(customer?.password_hash, body.password);
      if (!valid || !customer) {
        throw new ShopError(
          401,
          m.invalidCredentials,
          `wrong e-mail or password for ${emailHash(email)}`,
          {
            code: 'invalid-credentials',
          },
        );
      }
      await services.limiter.forget(attempt);
      await services.limiter.clear(accountKey);
      let current = customer;
      if (needsRehash(customer.password_hash!)) {
        current = await services.customers.update(customer.id, {
          password_hash: await hashPassword(body.password),
        });
      }
      await startCustomerSession(services, request, reply, current.id, context.channel);
      request.log.info(
        { event: 'login', customerId: current.id, channel: context.channel },
        'customer logged in',
      );
      return customerView(current);
    },
  );

  app.post(
    '/web-api/customer-logout',
    { config: { errorEvent: 'logout-error' } },
    async (request, reply) => {
      const sessionId = readSessionId(request.cookies);
      if (sessionId) await services.sessions.end(sessionId);
      issueAnonymousSession(services, reply);
      return anonymousCustomer;
    },
  );
}
