import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  channels,
  currencyForLocale,
  defaultLocaleFor,
  formatPrice,
  isLocale,
  type CountryCode,
  type Currency,
  type Locale,
} from '@shop/catalogue';
import { formatVoucherCode } from '@shop/contracts';
import type { Services } from '../services';
import { contextOf, messagesOf, parseBody } from '../http/request-state';
import { languageOf, type RequestContext } from '../config/request-context';
import { formatDate, formMessagesOf, formSchemasFor } from '../http/form-request';
import { ShopError } from '../http/errors';
import { readSessionId } from '../http/cookies';
import { normalizeEmail, sha256Hex } from '../auth/crypto';
import { brandName } from '../mail/templates';
import { renderPartsMail } from '../mail/form-mails';
import { formMessagesFor } from '../i18n/forms';
import { createVoucherStore, type Voucher, type VoucherOrder } from '../vouchers/voucher-store';
import { admitOrRefuse } from './session-routes';

/** The currency of a shop: the one of the country's default locale (CHF in Switzerland, EUR in Germany). */
export function currencyOfCountry(country: string): Currency {
  return currencyForLocale(defaultLocaleFor(country as CountryCode));
}

function localeOf(locale: string): Locale {
  return isLocale(locale) ? locale : 'de-DE';
}

const money = (minor: number, currency: string, locale: string) =>
  formatPrice(minor / 100, localeOf(locale), { currency: currency as Currency });

export function registerVoucherRoutes(app: FastifyInstance, services: Services): void {
  const vouchers = createVoucherStore(services.db, services.now);

  /** Issues the voucher of a paid order and mails the code to the recipient and a receipt to the buyer. */
  async function issueAndMail(order: VoucherOrder) {
    const issued = await vouchers.issueForOrder(order.id, services.config.vouchers.validityYears);
    if (!issued) return null;
    const { voucher, code } = issued;
    const m = formMessagesFor(languageOf(order.locale));
    const amount = money(order.amount_minor, order.currency, order.locale);
    const until = formatDate(voucher.expires_at, order.locale);
    const brand = brandName(order.channel);
    const gift = renderPartsMail({
      m,
      channel: order.channel,
      name: order.recipient_name,
      subject: m.mail.voucherGift.subject(brand),
      parts: [
        m.mail.voucherGift.intro(brand, amount),
        { label: m.mail.voucherGift.code, value: formatVoucherCode(code), strong: true },
        ...(order.message ? [{ label: m.mail.voucherGift.message, value: order.message }] : []),
        `${m.mail.voucherGift.validUntil(until)} ${m.mail.voucherGift.howTo}`,
        services.publicUrl(order.channel, order.country),
      ],
    });
    await services.outbox.enqueue({
      ...gift,
      channel: order.channel,
      kind: 'gift-voucher',
      to: order.recipient_email,
    });
    const receipt = renderPartsMail({
      m,
      channel: order.channel,
      subject: m.mail.voucherReceipt.subject(brand, order.reference),
      parts: [
        m.mail.voucherReceipt.intro(amount, order.recipient_email),
        { label: m.mail.labels.reference, value: order.reference },
        `${m.mail.voucherReceipt.codeHint(voucher.code_hint)} ${m.mail.voucherGift.validUntil(until)}`,
      ],
    });
    await services.outbox.enqueue({
      ...receipt,
      channel: order.channel,
      kind: 'gift-voucher-receipt',
      to: order.buyer_email,
    });
    return voucher;
  }

  // Buying a voucher: an order, and (without a payment step) the voucher at once. See docs/adr on vouchers.
  app.post(
    '/gift-voucher',
    { config: { errorEvent: 'gift-voucher-error' } },
    async (request, reply) => {
      const context = contextOf(request);
      const m = messagesOf(request);
      const fm = formMessagesOf(request);
      const body = parseBody(request, formSchemasFor(context.language).giftVoucherPurchase);
      if (!(channels[context.channel].countries as readonly string[]).includes(context.country))
        throw new ShopError(
          400,
          m.invalidInput,
          `${context.channel} does not sell in ${context.country}`,
          {
            code: 'invalid-channel',
          },
        );
      const buyerEmail = normalizeEmail(body.buyerEmail);
      await admitOrRefuse(
        services,
        m,
        services.config.rateLimits.giftVoucher,
        [`gift-voucher:buyer:${context.channel}:${buyerEmail}`, `gift-voucher:ip:${request.ip}`],
        'gift voucher order',
      );
      const currency = currencyOfCountry(context.country);
      const order = await vouchers.createOrder({
        channel: context.channel,
        country: context.country,
        locale: context.locale,
        currency,
        amount_minor: body.amount * 100,
        recipient_name: body.recipientName,
        recipient_email: normalizeEmail(body.recipientEmail),
        message: body.message ?? null,
        buyer_email: buyerEmail,
        request_ip: request.ip,
      });
      request.log.info(
        { event: 'gift-voucher-ordered', order: order.reference, channel: context.channel },
        'gift voucher ordered',
      );
      if (services.config.vouchers.issue === 'immediate') {
        const voucher = await issueAndMail(order);
        reply.status(201);
        return {
          status: 'issued' as const,
          orderReference: order.reference,
          amount: body.amount,
          currency,
          expiresAt: voucher ? new Date(voucher.expires_at).toISOString() : null,
          message: fm.voucher.issued(order.recipient_email),
        };
      }
      const amount = money(order.amount_minor, currency, context.locale);
      const brand = brandName(context.channel);
      const mail = renderPartsMail({
        m: fm,
        channel: context.channel,
        subject: fm.mail.voucherOrder.subject(brand, order.reference),
        parts: [
          fm.mail.voucherOrder.intro(amount, order.recipient_email),
          { label: fm.mail.labels.reference, value: order.reference },
          fm.mail.voucherOrder.outro,
        ],
      });
      await services.outbox.enqueue({
        ...mail,
        channel: context.channel,
        kind: 'gift-voucher-order',
        to: buyerEmail,
      });
      reply.status(202);
      return {
        status: 'awaiting-payment' as const,
        orderReference: order.reference,
        amount: body.amount,
        currency,
        expiresAt: null,
        message: fm.voucher.awaitingPayment(order.reference),
      };
    },
  );

  /** Finds a usable voucher for this shop, or throws the reason it cannot be used (404, 409, 410). */
  async function usableVoucher(request: FastifyRequest, context: RequestContext) {
    const m = messagesOf(request);
    const fm = formMessagesOf(request);
    // Only failures count against the address, so checking and then redeeming a real code is never refused.
    const attempt = await admitOrRefuse(
      services,
      m,
      services.config.rateLimits.voucherAttempts,
      [`voucher:ip:${request.ip}`],
      'voucher',
    );
    const { code } = parseBody(request, formSchemasFor(context.language).voucher);
    const voucher = await vouchers.findByCode(code);
    const hint = `code …${code.slice(-4)}`;
    if (!voucher)
      throw new ShopError(404, fm.voucher.unknown, `unknown voucher ${hint}`, {
        code: 'voucher-unknown',
      });
    refuseUnusable(voucher, context, hint);
    return { voucher, attempt, code };
  }

  function refuseUnusable(voucher: Voucher, context: RequestContext, hint: string) {
    const fm = formMessagesFor(context.language);
    if (voucher.channel !== context.channel)
      throw new ShopError(
        409,
        fm.voucher.wrongChannel(brandName(voucher.channel)),
        `voucher ${hint} belongs to ${voucher.channel}, used in ${context.channel}`,
        { code: 'voucher-wrong-channel' },
      );
    const currency = currencyOfCountry(context.country);
    if (voucher.currency !== currency)
      throw new ShopError(
        409,
        fm.voucher.wrongCurrency(voucher.currency),
        `voucher ${hint} is in ${voucher.currency}, shop in ${currency}`,
        { code: 'voucher-wrong-currency' },
      );
    if (voucher.status === 'redeemed')
      throw new ShopError(409, fm.voucher.used, `voucher ${hint} already redeemed`, {
        code: 'voucher-used',
      });
    if (voucher.expires_at <= services.now())
      throw new ShopError(
        410,
        fm.voucher.expired(formatDate(voucher.expires_at, context.locale)),
        `voucher ${hint} expired`,
        { code: 'voucher-expired' },
      );
  }

  const answer = (voucher: Voucher, code: string, context: RequestContext) => ({
    code: formatVoucherCode(code),
    amount: voucher.amount_minor / 100,
    currency: voucher.currency,
    expiresAt: new Date(voucher.expires_at).toISOString(),
    amountText: money(voucher.amount_minor, voucher.currency, context.locale),
  });

  // Checks a code without using it: its value and expiry.
  app.post(
    '/web-api/voucher/check',
    { config: { errorEvent: 'error adding voucher' } },
    async (request) => {
      const context = contextOf(request);
      const fm = formMessagesOf(request);
      const { voucher, attempt, code } = await usableVoucher(request, context);
      await services.limiter.forget(attempt);
      const { amountText, ...rest } = answer(voucher, code, context);
      return {
        status: 'valid' as const,
        ...rest,
        message: fm.voucher.valid(amountText, formatDate(voucher.expires_at, context.locale)),
      };
    },
  );

  // Redeems a code for this visitor: the voucher is used up and its value belongs to the visitor's basket.
  app.post(
    '/web-api/voucher',
    { config: { errorEvent: 'error adding voucher' } },
    async (request) => {
      const context = contextOf(request);
      const fm = formMessagesOf(request);
      const { voucher, attempt, code } = await usableVoucher(request, context);
      // The CSRF guard let the call through, so the visitor has a session cookie.
      const sessionHash = sha256Hex(readSessionId(request.cookies) ?? '');
      if (!(await vouchers.redeem(voucher.id, sessionHash))) {
        const now = await vouchers.findByCode(code);
        refuseUnusable(now ?? voucher, context, `code …${code.slice(-4)}`);
        throw new ShopError(409, fm.voucher.used, 'voucher redeemed by a parallel request', {
          code: 'voucher-used',
        });
      }
      await services.limiter.forget(attempt);
      request.log.info(
        { event: 'voucher-redeemed', voucherId: voucher.id, channel: context.channel },
        'voucher redeemed',
      );
      const { amountText, ...rest } = answer(voucher, code, context);
      return { status: 'redeemed' as const, ...rest, message: fm.voucher.redeemed(amountText) };
    },
  );

  app.decorate('issueVoucherOrder', async (reference: string) => {
    const order = await vouchers.findOrder(reference);
    return order ? issueAndMail(order) : null;
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Marks a gift voucher order paid and mails its voucher (the payment step calls it); null when unknown or done. */
    issueVoucherOrder(reference: string): Promise<Voucher | null>;
  }
}
