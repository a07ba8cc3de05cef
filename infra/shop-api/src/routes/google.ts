import type { FastifyInstance } from 'fastify';
import type { Services } from '../services';
import type { Customer } from '../auth/sessions';
import { contextOf, messagesOf, parseBody } from '../http/request-state';
import { startCustomerSession } from '../http/session-state';
import { ShopError } from '../http/errors';
import { normalizeEmail } from '../auth/crypto';
import { GoogleTokenError } from '../auth/google';
import { customerView } from '../customers/customer-view';

export function registerGoogleRoutes(app: FastifyInstance, services: Services): void {
  // The shop's page posts the credential Google Identity Services gave its callback.
  app.post(
    '/web-api/customer-auth-google-credentials',
    { config: { errorEvent: 'google-auth-callback-failed' } },
    async (request, reply) => {
      const context = contextOf(request);
      const m = messagesOf(request);
      const { credential } = parseBody(request, services.schemas(context.language).google);
      let identity;
      try {
        identity = await services.verifyGoogle(credential);
      } catch (error) {
        if (!(error instanceof GoogleTokenError)) throw error;
        const unconfigured = !services.config.google.clientId;
        throw new ShopError(
          unconfigured ? 503 : 401,
          unconfigured ? m.serviceUnavailable : m.googleFailed,
          error.message,
          {
            code: 'google-auth-failed',
          },
        );
      }
      const email = normalizeEmail(identity.email);
      let customer: Customer | undefined = await services.customers.findByGoogleSub(
        context.channel,
        identity.sub,
      );
      if (!customer) {
        const byEmail = await services.customers.findByEmail(context.channel, email);
        if (byEmail?.google_sub && byEmail.google_sub !== identity.sub) {
          throw new ShopError(
            401,
            m.googleFailed,
            'the address belongs to an account linked to another Google account',
            {
              code: 'google-auth-failed',
            },
          );
        }
        // Google vouches for the address, so an existing account of that address is linked to it.
        customer = byEmail
          ? await services.customers.update(byEmail.id, {
              google_sub: identity.sub,
              email_verified: 1,
            })
          : await services.customers.create({
              channel: context.channel,
              email,
              firstName: identity.givenName,
              lastName: identity.familyName,
              passwordHash: null,
              googleSub: identity.sub,
              emailVerified: true,
              locale: context.locale,
            });
      }
      await startCustomerSession(services, request, reply, customer.id, context.channel);
      request.log.info(
        { event: 'google-auth', customerId: customer.id, channel: context.channel },
        'customer signed in with Google',
      );
      return customerView(customer);
    },
  );
}
