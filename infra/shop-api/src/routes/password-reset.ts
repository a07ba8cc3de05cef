import type { FastifyInstance } from 'fastify';
import type { Services } from '../services';
import { contextOf, messagesOf, parseBody } from '../http/request-state';
import { issueAnonymousSession } from '../http/session-state';
import { readSessionId } from '../http/cookies';
import { ShopError } from '../http/errors';
import { normalizeEmail } from '../auth/crypto';
import { hashPassword } from '@shop/server-kit/passwords';
import { renderMail } from '../mail/templates';
import { admitOrRefuse } from './session-routes';

export function registerPasswordResetRoutes(app: FastifyInstance, services: Services): void {
  // Answers before looking the address up; the lookup and the mail happen afterwards.
  app.post(
    '/web-api/customer-password-reset',
    { config: { errorEvent: 'password-reset-error' } },
    async (request, reply) => {
      const context = contextOf(request);
      const m = messagesOf(request);
      const { email: rawEmail } = parseBody(
        request,
        services.schemas(context.language).passwordReset,
      );
      const email = normalizeEmail(rawEmail);
      const keys = [`reset:account:${context.channel}:${email}`, `reset:ip:${request.ip}`];
      await admitOrRefuse(
        services,
        m,
        services.config.rateLimits.passwordReset,
        keys,
        'password reset',
      );
      services.background.run('password-reset-error', async () => {
        const customer = await services.customers.findByEmail(context.channel, email);
        if (!customer) return;
        const token = await services.tokens.issue({
          purpose: 'password-reset',
          channel: context.channel,
          customerId: customer.id,
          ttlMs: services.config.tokenTtlMs.passwordReset,
        });
        const url = `${services.publicUrl(context.channel, context.country)}/account/password-reset?token=${token}`;
        const mail = renderMail(m, 'passwordReset', {
          channel: context.channel,
          firstName: customer.first_name,
          url,
        });
        await services.outbox.enqueue({
          ...mail,
          channel: context.channel,
          kind: 'password-reset',
          to: customer.email,
        });
      });
      reply.status(202);
      return { status: 'reset-requested' as const, message: m.resetRequested };
    },
  );

  // Sets the new password with the mailed token, ends every session of the account, and tells the owner.
  app.post(
    '/web-api/customer-password-reset/confirm',
    { config: { errorEvent: 'password-reset-error' } },
    async (request, reply) => {
      const context = contextOf(request);
      const m = messagesOf(request);
      const body = parseBody(request, services.schemas(context.language).passwordResetConfirm);
      const row = await services.tokens.consume('password-reset', body.token);
      const customer = row?.customer_id
        ? await services.customers.findById(row.customer_id)
        : undefined;
      if (!row || !customer || row.channel !== context.channel) {
        throw new ShopError(
          400,
          m.invalidLink,
          'password reset token invalid, expired, used or for another channel',
          {
            code: 'invalid-token',
          },
        );
      }
      await services.customers.update(customer.id, {
        password_hash: await hashPassword(body.password),
        email_verified: 1,
      });
      await services.tokens.revokeAll(customer.id, 'password-reset');
      await services.sessions.endAllFor(customer.id);
      if (readSessionId(request.cookies)) issueAnonymousSession(services, reply);
      const url = services.publicUrl(context.channel, context.country);
      const mail = renderMail(m, 'passwordChanged', {
        channel: context.channel,
        firstName: customer.first_name,
        url,
      });
      await services.outbox.enqueue({
        ...mail,
        channel: context.channel,
        kind: 'password-changed',
        to: customer.email,
      });
      request.log.info(
        { event: 'password-reset', customerId: customer.id },
        'password changed with a reset link',
      );
      return { status: 'password-changed' as const, message: m.passwordChanged };
    },
  );
}
