import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Services } from '../services';
import { contextOf, messagesOf, parseBody } from '../http/request-state';
import { startCustomerSession } from '../http/session-state';
import { readSessionId } from '../http/cookies';
import { emailHash, normalizeEmail, sha256Hex } from '../auth/crypto';
import { hashPassword } from '@shop/server-kit/passwords';
import { renderMail } from '../mail/templates';
import { admitOrRefuse } from './session-routes';
import { redirectToShop } from './redirect';
import { createTokenStore } from '../auth/tokens';
import { createCustomerStore } from '../customers/customers';

/** What a sign-up token carries until the address is confirmed; no customer row exists before. */
const pendingSignUp = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  passwordHash: z.string(),
  locale: z.string(),
  country: z.string(),
  sessionHash: z.string().nullable(),
});

export function registerSignUpRoutes(app: FastifyInstance, services: Services): void {
  // Answers the same for new and existing addresses: the difference is only in the mail sent.
  app.post(
    '/web-api/customer-signup',
    { config: { errorEvent: 'sign-up-error' } },
    async (request, reply) => {
      const context = contextOf(request);
      const m = messagesOf(request);
      const body = parseBody(request, services.schemas(context.language).signUp);
      const email = normalizeEmail(body.email);
      const keys = [`signup:account:${context.channel}:${email}`, `signup:ip:${request.ip}`];
      await admitOrRefuse(services, m, services.config.rateLimits.signUp, keys, 'sign-up');
      // Hash before looking the address up, so both branches cost the same.
      const passwordHash = await hashPassword(body.password);
      const sessionId = readSessionId(request.cookies);
      services.background.run('sign-up-error', async () => {
        const shopUrl = services.publicUrl(context.channel, context.country);
        const existing = await services.customers.findByEmail(context.channel, email);
        if (existing) {
          const mail = renderMail(m, 'signUpExisting', {
            channel: context.channel,
            firstName: existing.first_name,
            url: `${shopUrl}/account/password-reset`,
          });
          await services.outbox.enqueue({
            ...mail,
            channel: context.channel,
            kind: 'sign-up-existing',
            to: email,
          });
          request.log.info(
            { event: 'sign-up-existing-address', emailHash: emailHash(email) },
            'sign-up for an existing account',
          );
          return;
        }
        const payload: z.infer<typeof pendingSignUp> = {
          email,
          firstName: body.firstName,
          lastName: body.lastName,
          passwordHash,
          locale: context.locale,
          country: context.country,
          sessionHash: sessionId ? sha256Hex(sessionId) : null,
        };
        const token = await services.tokens.issue({
          purpose: 'sign-up-confirm',
          channel: context.channel,
          subject: JSON.stringify(payload),
          ttlMs: services.config.tokenTtlMs.signUpConfirm,
        });
        const url = `${services.publicUrl(context.channel, context.country)}/web-api/customer-signup/confirm?token=${token}&channel=${context.channelHeader}`;
        const mail = renderMail(m, 'signUpConfirm', {
          channel: context.channel,
          firstName: body.firstName,
          url,
        });
        await services.outbox.enqueue({
          ...mail,
          channel: context.channel,
          kind: 'sign-up-confirm',
          to: email,
        });
      });
      reply.status(202);
      return { status: 'confirmation-sent' as const, message: m.signUpSent };
    },
  );

  // The link in the confirmation mail. It creates the account; in the browser that signed up it also logs in.
  app.get(
    '/web-api/customer-signup/confirm',
    { config: { errorEvent: 'sign-up-error' } },
    async (request, reply) => {
      const { token } = (request.query ?? {}) as { token?: string };
      // Using the link and creating the account commit together: a process killed in between
      // leaves the link usable, never a used link without its account.
      const outcome =
        typeof token === 'string' && token.length <= 200
          ? await services.db.transaction().execute(async (trx) => {
              const row = await createTokenStore(trx, services.now).consume(
                'sign-up-confirm',
                token,
              );
              const pending = row
                ? pendingSignUp.safeParse(JSON.parse(row.subject ?? 'null'))
                : undefined;
              if (!row || !pending?.success) return null;
              const data = pending.data;
              const customers = createCustomerStore(trx, services.now);
              // Another confirmation or Google sign-in won the race; never overwrite that account's password.
              if (await customers.findByEmail(row.channel, data.email))
                return { row, data, customer: null };
              const customer = await customers.create({
                channel: row.channel,
                email: data.email,
                firstName: data.firstName,
                lastName: data.lastName,
                passwordHash: data.passwordHash,
                googleSub: null,
                emailVerified: true,
                locale: data.locale,
              });
              return { row, data, customer };
            })
          : null;
      if (!outcome) {
        request.log.warn(
          { event: 'sign-up-error', reason: 'sign-up confirmation link invalid, expired or used' },
          'sign-up confirmation refused',
        );
        return redirectToShop(services, reply, request, 'signup', 'invalid-link');
      }
      const { row, data, customer } = outcome;
      if (!customer)
        return redirectToShop(
          services,
          reply,
          request,
          'signup',
          'confirmed',
          row.channel,
          data.country,
        );
      request.log.info(
        { event: 'sign-up', customerId: customer.id, channel: row.channel },
        'customer signed up',
      );
      const sessionId = readSessionId(request.cookies);
      if (sessionId && data.sessionHash && sha256Hex(sessionId) === data.sessionHash) {
        await startCustomerSession(services, request, reply, customer.id, row.channel);
      }
      return redirectToShop(
        services,
        reply,
        request,
        'signup',
        'confirmed',
        row.channel,
        data.country,
      );
    },
  );
}
