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
import { createTokenStore } from '../auth/tokens';
import { createCustomerStore } from '../customers/customers';
import { createSessionStore } from '../auth/sessions';

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
      const invalid = () =>
        new ShopError(
          400,
          m.invalidLink,
          'password reset token invalid, expired, used or for another channel',
          { code: 'invalid-token' },
        );
      const usable = await services.tokens.findUsable('password-reset', body.token);
      const owner = usable?.customer_id
        ? await services.customers.findById(usable.customer_id)
        : undefined;
      if (!usable || !owner || usable.channel !== context.channel) throw invalid();
      // Hashed before the transaction, which then stays short; only a usable link costs a hash.
      const passwordHash = await hashPassword(body.password);
      // Using the link, the new password and the ended sessions commit together: a process killed
      // in between leaves the link usable and the old password in place, never a used link without a change.
      const customer = await services.db.transaction().execute(async (trx) => {
        const tokens = createTokenStore(trx, services.now);
        const row = await tokens.consume('password-reset', body.token);
        if (!row?.customer_id) return null;
        const customers = createCustomerStore(trx, services.now);
        await customers.update(row.customer_id, { password_hash: passwordHash, email_verified: 1 });
        await tokens.revokeAll(row.customer_id, 'password-reset');
        await createSessionStore(trx, services.config.session, services.now).endAllFor(
          row.customer_id,
        );
        return owner;
      });
      if (!customer) throw invalid();
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
