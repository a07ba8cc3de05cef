import type { FastifyInstance } from 'fastify';
import type { Services } from '../services';
import { contextOf, messagesOf, parseBody } from '../http/request-state';
import { formMessagesOf, formSchemasFor } from '../http/form-request';
import { ShopError } from '../http/errors';
import { normalizeEmail } from '../auth/crypto';
import { brandName } from '../mail/templates';
import { renderPartsMail } from '../mail/form-mails';
import { formMessagesFor } from '../i18n/forms';
import { createContactStore } from '../contact/contact-store';
import { admitOrRefuse } from './session-routes';

export function registerContactRoutes(app: FastifyInstance, services: Services): void {
  const messages = createContactStore(services.db, services.now);

  /** The service team's address for a shop: per brand and country, else per brand. */
  function serviceAddress(channel: string, country: string): string {
    const address =
      services.config.serviceAddresses[`${channel}-${country}`] ??
      services.config.serviceAddresses[channel];
    if (!address) throw new Error(`SHOP_SERVICE_ADDRESSES has no entry for channel ${channel}`);
    return address;
  }

  // A message from the contact block: stored, mailed to the service team, confirmed to the sender.
  app.post(
    '/web-api/contact-message',
    { config: { errorEvent: 'contact-message-error' } },
    async (request, reply) => {
      const context = contextOf(request);
      const m = messagesOf(request);
      const fm = formMessagesOf(request);
      const body = parseBody(request, formSchemasFor(context.language).contactMessage);
      const email = normalizeEmail(body.email);
      // Counted before reCAPTCHA is asked, so a flood costs neither its quota nor mails.
      await admitOrRefuse(
        services,
        m,
        services.config.rateLimits.contactMessage,
        [`contact:address:${context.channel}:${email}`, `contact:ip:${request.ip}`],
        'contact message',
      );
      const check = await services.verifyRecaptcha(body.recaptchaToken, request.ip);
      if (!check.ok) {
        const logDetail =
          check.reason === 'missing-token'
            ? 'contact message without a reCAPTCHA token'
            : `reCAPTCHA error: ${check.detail}`;
        if (check.reason === 'unavailable')
          throw new ShopError(503, m.serviceUnavailable, logDetail, {
            code: 'recaptcha-unavailable',
          });
        const missing = check.reason === 'missing-token';
        throw new ShopError(400, missing ? m.recaptchaMissing : m.recaptchaFailed, logDetail, {
          code: missing ? 'recaptcha-missing' : 'recaptcha-failed',
        });
      }
      const stored = await messages.store({
        channel: context.channel,
        country: context.country,
        locale: context.locale,
        name: body.name,
        email,
        topic: body.topic,
        order_number: body.orderNumber ?? null,
        message: body.message,
        request_ip: request.ip,
      });
      const brand = brandName(context.channel);
      // The team reads German; the shopper's language is in the mail for the answer.
      const team = formMessagesFor('de');
      const labels = team.mail.labels;
      const toTeam = renderPartsMail({
        m: team,
        channel: context.channel,
        internal: true,
        subject: team.mail.contactService.subject(stored.reference, body.topic),
        parts: [
          { label: labels.reference, value: stored.reference },
          { label: labels.shop, value: `${brand} ${context.channelHeader} (${context.locale})` },
          { label: labels.name, value: body.name },
          { label: labels.email, value: email },
          { label: labels.topic, value: body.topic },
          ...(body.orderNumber ? [{ label: labels.orderNumber, value: body.orderNumber }] : []),
          ...(body.person ? [{ label: labels.person, value: body.person }] : []),
          { label: labels.message, value: body.message },
        ],
      });
      await services.outbox.enqueue({
        ...toTeam,
        channel: context.channel,
        kind: 'contact-message',
        to: serviceAddress(context.channel, context.country),
      });
      // The confirmation names topic and reference only: echoing the text would let anyone mail anything to anyone.
      const confirmation = renderPartsMail({
        m: fm,
        channel: context.channel,
        name: body.name,
        subject: fm.mail.contactConfirm.subject(brand, stored.reference),
        parts: [
          fm.mail.contactConfirm.intro(body.topic),
          { label: fm.mail.labels.reference, value: stored.reference },
          fm.mail.contactConfirm.outro,
        ],
      });
      await services.outbox.enqueue({
        ...confirmation,
        channel: context.channel,
        kind: 'contact-confirmation',
        to: email,
      });
      request.log.info(
        {
          event: 'contact-message-received',
          reference: stored.reference,
          channel: context.channel,
        },
        'contact message received',
      );
      reply.status(202);
      return {
        status: 'sent' as const,
        reference: stored.reference,
        message: fm.contactSent(stored.reference),
      };
    },
  );
}
