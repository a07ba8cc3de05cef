import type { FastifyInstance } from 'fastify';
import type { Services } from '../services';
import { languageOf } from '../config/request-context';
import { messagesFor } from '../i18n';
import { ShopError } from './errors';
import { csrfHeaderName, readSessionId } from './cookies';
import { issueCookies } from './session-state';
import { randomToken } from '../auth/crypto';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing calls that do not come from the shop: the Origin must be an allowed one
 * (or, without Origin, Sec-Fetch-Site must not be cross-site), and X-CSRF-Token must be a token
 * issued for this visitor's session cookie. Runs before the body is parsed.
 */
export function registerCsrfGuard(app: FastifyInstance, services: Services): void {
  app.addHook('onRequest', async (request, reply) => {
    // Unknown paths fall through to the 404 answer; there is nothing there to protect.
    if (safeMethods.has(request.method) || request.routeOptions.url === undefined) return;
    const header = (name: string) => {
      const value = request.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    const m = messagesFor(languageOf(header('x-locale') ?? '', header('accept-language')));
    const origin = header('origin');
    const fetchSite = header('sec-fetch-site');
    if (origin !== undefined ? !services.isAllowedOrigin(origin) : fetchSite === 'cross-site') {
      throw new ShopError(
        403,
        m.crossSiteRefused,
        `cross-site request refused: origin ${origin ?? '(none)'}, sec-fetch-site ${fetchSite ?? '(none)'}`,
        {
          code: 'cross-site-request',
        },
      );
    }
    const sessionId = readSessionId(request.cookies);
    const token = header(csrfHeaderName);
    if (services.csrf.verify(sessionId, token)) return;
    // Hand out a valid token with the refusal, so the shop's own page can retry once.
    issueCookies(
      services,
      reply,
      sessionId ?? randomToken(),
      services.config.session.idleMs / 1000,
    );
    const reason = !sessionId
      ? 'no session cookie'
      : !token
        ? 'no X-CSRF-Token header'
        : 'X-CSRF-Token does not match the session';
    throw new ShopError(403, m.csrfTokenInvalid, `CSRF token refused: ${reason}`, {
      code: 'csrf-token',
    });
  });
}
