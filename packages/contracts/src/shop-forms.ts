import { z } from 'zod';

/** Gift voucher amounts are whole units of the shop's currency within these bounds. */
export const giftVoucherLimits = {
  minAmount: 5,
  maxAmount: 500,
  nameMaxLength: 100,
  messageMaxLength: 500,
} as const;

export const contactMessageLimits = {
  nameMaxLength: 100,
  topicMaxLength: 100,
  messageMinLength: 10,
  messageMaxLength: 5000,
  orderNumberMaxLength: 30,
} as const;

/** Letters and digits that cannot be mistaken for each other (no I, O, 0, 1): 32 symbols, 5 bits each. */
export const voucherCodeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** 16 symbols (80 bits), shown in groups of four: `K7QX-3MNB-WT9A-HF2E`. */
export const voucherCodeLength = 16;

/** What a shopper typed, as the code is stored: upper case, without spaces and hyphens. */
export function normalizeVoucherCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]+/g, '');
}

/** A normalised code in groups of four, the way mails and pages show it. */
export function formatVoucherCode(code: string): string {
  return (normalizeVoucherCode(code).match(/.{1,4}/g) ?? []).join('-');
}

const codePattern = new RegExp(`^[${voucherCodeAlphabet}]{${voucherCodeLength}}$`);

/** The texts a field check answers with, in the language of whoever asks. */
export type ShopFormTexts = {
  required: string;
  emailInvalid: string;
  tooLong: (max: number) => string;
  tooShort: (min: number) => string;
  amountRange: (min: number, max: number) => string;
  voucherCodeFormat: string;
  orderNumberFormat: string;
};

/**
 * Request bodies of the voucher and contact calls: one declaration for the shop API's checks, the
 * blocks' checks before sending, and the clients' types.
 */
export function shopFormSchemas(f: ShopFormTexts) {
  // One line of text: no control characters at all.
  const line = (max: number) =>
    z
      .string({ error: f.required })
      .trim()
      .min(1, f.required)
      .max(max, f.tooLong(max))
      .regex(/^[^\p{Cc}]*$/u, f.required);
  // Several lines: line breaks and tabs are fine, other control characters are not.
  const multiline = (min: number, max: number) =>
    z.preprocess(
      (value) => (typeof value === 'string' ? value.replace(/\r\n?/g, '\n') : value),
      z
        .string({ error: f.required })
        .trim()
        .min(min, min <= 1 ? f.required : f.tooShort(min))
        .max(max, f.tooLong(max))
        .regex(/^(?:[^\p{Cc}]|[\n\t])*$/u, f.required),
    );
  const email = z
    .string({ error: f.required })
    .trim()
    .min(1, f.required)
    .max(254, f.tooLong(254))
    .email(f.emailInvalid);
  const optional = <T extends z.ZodType>(schema: T) =>
    z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      schema.optional(),
    );
  const { minAmount, maxAmount } = giftVoucherLimits;
  const limits = contactMessageLimits;
  return {
    giftVoucherPurchase: z.object({
      amount: z
        .number({ error: f.amountRange(minAmount, maxAmount) })
        .int(f.amountRange(minAmount, maxAmount))
        .min(minAmount, f.amountRange(minAmount, maxAmount))
        .max(maxAmount, f.amountRange(minAmount, maxAmount))
        .describe('Whole units of the currency of the shop (X-Channel country)'),
      recipientName: line(giftVoucherLimits.nameMaxLength),
      recipientEmail: email,
      message: optional(multiline(1, giftVoucherLimits.messageMaxLength)).describe(
        'Personal message printed in the voucher mail',
      ),
      buyerEmail: email,
    }),
    voucher: z.object({
      code: z
        .string({ error: f.required })
        .transform(normalizeVoucherCode)
        .pipe(
          z
            .string()
            .min(1, f.required)
            .regex(codePattern, f.voucherCodeFormat)
            .describe('16 letters and digits; spaces, hyphens and lower case are ignored'),
        ),
    }),
    contactMessage: z.object({
      name: line(limits.nameMaxLength),
      email,
      topic: line(limits.topicMaxLength),
      orderNumber: optional(
        z
          .string()
          .trim()
          .max(limits.orderNumberMaxLength, f.tooLong(limits.orderNumberMaxLength))
          .regex(/^[A-Za-z0-9][A-Za-z0-9-]*$/, f.orderNumberFormat),
      ),
      message: multiline(limits.messageMinLength, limits.messageMaxLength),
      person: optional(line(limits.nameMaxLength)).describe(
        'Name of the person the contact block shows, named in the mail to the service team',
      ),
      recaptchaToken: z
        .string()
        .max(8192)
        .optional()
        .describe('reCAPTCHA response token; required, checked server-side'),
    }),
  };
}

export type ShopFormSchemas = ReturnType<typeof shopFormSchemas>;
export type GiftVoucherPurchaseRequest = z.input<ShopFormSchemas['giftVoucherPurchase']>;
export type VoucherRequest = z.input<ShopFormSchemas['voucher']>;
export type ContactMessageRequest = z.input<ShopFormSchemas['contactMessage']>;

const currency = z
  .string()
  .regex(/^[A-Z]{3}$/)
  .describe('ISO 4217 code, e.g. EUR or CHF');

/** Answer of POST /gift-voucher. */
export const giftVoucherPurchaseSchema = z.object({
  status: z
    .enum(['issued', 'awaiting-payment'])
    .describe('issued: the code is mailed to the recipient; awaiting-payment: mailed once paid'),
  orderReference: z.string().describe('The order, for the buyer and customer service'),
  amount: z.number(),
  currency,
  expiresAt: z.string().nullable().describe('ISO date the voucher expires; null until issued'),
  message: z.string().describe('Localised text to show as it is'),
});
export type GiftVoucherPurchase = z.infer<typeof giftVoucherPurchaseSchema>;

/** Answer of POST /web-api/voucher (redeem) and POST /web-api/voucher/check. */
export const voucherSchema = z.object({
  status: z.enum(['valid', 'redeemed']),
  code: z.string().describe('The code in groups of four'),
  amount: z.number(),
  currency,
  expiresAt: z.string(),
  message: z.string().describe('Localised text to show as it is'),
});
export type VoucherAnswer = z.infer<typeof voucherSchema>;

/** Answer of POST /web-api/contact-message. */
export const contactMessageSentSchema = z.object({
  status: z.literal('sent'),
  reference: z.string().describe('Quoted in the confirmation mail and in replies'),
  message: z.string().describe('Localised text to show as it is'),
});
export type ContactMessageSent = z.infer<typeof contactMessageSentSchema>;

/** Stable reasons a voucher is refused (the `code` of the error answer). */
export const voucherErrorCodes = [
  'voucher-unknown',
  'voucher-expired',
  'voucher-used',
  'voucher-wrong-currency',
  'voucher-wrong-channel',
] as const;
export type VoucherErrorCode = (typeof voucherErrorCodes)[number];
