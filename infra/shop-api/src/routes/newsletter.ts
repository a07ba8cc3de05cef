import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from '../services';
import { contextOf, messagesOf, parseBody } from '../http/request-state';
import { ShopError } from '../http/errors';
import { normalizeEmail } from '../auth/crypto';
import { renderMail } from '../mail/templates';
import { createSubscriptionStore } from '../newsletter/subscriptions';
import { createTokenStore } from '../auth/tokens';
import { redirectToShop } from './redirect';
import { admitOrRefuse } from './session-routes';

export function registerNewsletterRoutes(app: FastifyInstance, services: Services): void {
  const subscriptions = createSubscriptionStore(services.db, services.now);

  // Double opt-in: nothing is stored unless reCAPTCHA passes; the subscription counts once the mailed link is used.
  app.post(
    '/web-api/newsletter-subscribe',
    { config: { errorEvent: 'newsletter-error' } },
    async (request, reply) => {
      const context = contextOf(request);
      const m = messagesOf(request);
      const body = parseBody(request, services.schemas(context.language).newsletterSubscribe);
      // Counted before reCAPTCHA is asked, so a flood costs neither its quota nor mails.
      const email = normalizeEmail(body.email);
      const keys = [
        `newsletter:address:${context.channel}:${email}`,
        `newsletter:ip:${request.ip}`,
      ];
      await admitOrRefuse(services, m, services.config.rateLimits.newsletter, keys, 'newsletter');
      const check = await services.verifyRecaptcha(body.recaptchaToken, request.ip);
      if (!check.ok) {
        const logDetail =
          check.reason === 'missing-token'
            ? 'newsletter without a reCAPTCHA token'
            : `reCAPTCHA error: ${check.detail}`;
        if (check.reason === 'unavailable')
          throw new ShopError(503, m.serviceUnavailable, logDetail, {
            code: 'recaptcha-unavailable',
          });
        const message = check.reason === 'missing-token' ? m.recaptchaMissing : m.recaptchaFailed;
        throw new ShopError(400, message, logDetail, {
          code: check.reason === 'missing-token' ? 'recaptcha-missing' : 'recaptcha-failed',
        });
      }
      const existing = await subscriptions.find(context.channel, email);
      // A confirmed address gets the same answer and no mail, so the answer says nothing about the list.
      if (existing?.status !== 'confirmed') {
        await subscriptions.requestPending({
          channel: context.channel,
          country: context.country,
          email,
          locale: context.locale,
          ip: request.ip,
        });
        const token = await services.tokens.issue({
          purpose: 'newsletter-confirm',
          channel: context.channel,
          subject: email,
          ttlMs: services.config.tokenTtlMs.newsletterConfirm,
        });
        const url = `${services.publicUrl(context.channel, context.country)}/web-api/newsletter-confirm?token=${token}&channel=${context.channelHeader}`;
        const mail = renderMail(m, 'newsletterConfirm', { channel: context.channel, url });
        await services.outbox.enqueue({
          ...mail,
          channel: context.channel,
          kind: 'newsletter-confirm',
          to: email,
        });
      }
      reply.status(202);
      return { status: 'confirmation-sent' as const, message: m.newsletterSent };
    },
  );

  async function confirm(request: FastifyRequest, token: string | undefined) {
    if (typeof token !== 'string' || token.length > 200) return null;
    // Using the link and confirming commit together: a process killed in between leaves the link usable.
    const row = await services.db.transaction().execute(async (trx) => {
      const used = await createTokenStore(trx, services.now).consume('newsletter-confirm', token);
      if (!used?.subject) return null;
      await createSubscriptionStore(trx, services.now).confirm(
        used.channel,
        used.subject,
        request.ip,
      );
      return used;
    });
    if (!row) return null;
    request.log.info(
      { event: 'newsletter-confirmed', channel: row.channel },
      'newsletter subscription confirmed',
    );
    return row;
  }

  // The mailed link: confirms and sends the visitor to the shop with ?newsletter=confirmed (or invalid-link).
  app.get(
    '/web-api/newsletter-confirm',
    { config: { errorEvent: 'newsletter-error' } },
    async (request, reply) => {
      const row = await confirm(request, (request.query as { token?: string } | undefined)?.token);
      if (!row) {
        request.log.warn(
          {
            event: 'newsletter-error',
            reason: 'newsletter confirmation link invalid, expired or used',
          },
          'newsletter confirmation refused',
        );
        return redirectToShop(services, reply, request, 'newsletter', 'invalid-link');
      }
      return redirectToShop(services, reply, request, 'newsletter', 'confirmed', row.channel);
    },
  );

  // The same for a page of the shop that reads the token itself and posts it.
  app.post(
    '/web-api/newsletter-confirm',
    { config: { errorEvent: 'newsletter-error' } },
    async (request) => {
      const context = contextOf(request);
      const m = messagesOf(request);
      const body = parseBody(request, services.schemas(context.language).newsletterConfirm);
      const row = await confirm(request, body.token);
      if (!row)
        throw new ShopError(
          400,
          m.invalidLink,
          'newsletter confirmation token invalid, expired or used',
          { code: 'invalid-token' },
        );
      return { status: 'confirmed' as const, message: m.newsletterConfirmed };
    },
  );
}
