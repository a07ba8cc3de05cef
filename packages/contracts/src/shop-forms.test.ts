import { describe, expect, it } from 'vitest';
import { formatVoucherCode, normalizeVoucherCode, shopFormSchemas } from './shop-forms';

const texts = {
  required: 'required',
  emailInvalid: 'email',
  tooLong: (max: number) => `max ${max}`,
  tooShort: (min: number) => `min ${min}`,
  amountRange: (min: number, max: number) => `amount ${min}-${max}`,
  voucherCodeFormat: 'code',
  orderNumberFormat: 'order',
};
const schemas = shopFormSchemas(texts);
const errors = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('voucher codes', () => {
  it('reads what a shopper types and shows it in groups of four', () => {
    expect(normalizeVoucherCode(' k7qx-3mnb wt9a\tHF2E ')).toBe('K7QX3MNBWT9AHF2E');
    expect(formatVoucherCode('k7qx3mnbwt9ahf2e')).toBe('K7QX-3MNB-WT9A-HF2E');
    expect(schemas.voucher.parse({ code: 'k7qx 3mnb-wt9a hf2e' })).toEqual({
      code: 'K7QX3MNBWT9AHF2E',
    });
  });

  it('refuses codes of the wrong length or with ambiguous symbols', () => {
    for (const code of ['K7QX-3MNB-WT9A-HF2', 'K7QX-3MNB-WT9A-HF2O', 'K7QX-3MNB-WT9A-HF21', ''])
      expect(errors(schemas.voucher.safeParse({ code }))[0]?.[0]).toBe('code');
  });
});

describe('gift voucher order', () => {
  const order = {
    amount: 25,
    recipientName: 'Lena',
    recipientEmail: 'l@example.com',
    buyerEmail: 'b@example.com',
  };
  it('takes whole amounts from 5 to 500 and leaves an empty message out', () => {
    expect(schemas.giftVoucherPurchase.parse({ ...order, message: '  ' })).toEqual(order);
    expect(schemas.giftVoucherPurchase.safeParse({ ...order, amount: 500 }).success).toBe(true);
    for (const amount of [4, 501, 25.5, Number.NaN, '25'])
      expect(errors(schemas.giftVoucherPurchase.safeParse({ ...order, amount }))).toEqual([
        ['amount', 'amount 5-500'],
      ]);
  });

  it('keeps line breaks of the message but refuses other control characters', () => {
    expect(schemas.giftVoucherPurchase.parse({ ...order, message: 'Hi\r\nyou' }).message).toBe(
      'Hi\nyou',
    );
    expect(
      errors(schemas.giftVoucherPurchase.safeParse({ ...order, message: 'a\u0007b' })),
    ).toEqual([['message', 'required']]);
  });
});

describe('contact message', () => {
  const message = {
    name: 'Erika',
    email: 'e@example.com',
    topic: 'Sonstiges',
    message: 'Eine längere Frage',
  };
  it('needs a message of 10 to 5000 characters and a plain order number', () => {
    expect(schemas.contactMessage.parse({ ...message, orderNumber: '' })).toEqual(message);
    expect(
      errors(schemas.contactMessage.safeParse({ ...message, message: 'kurz', orderNumber: 'A 1' })),
    ).toEqual([
      ['orderNumber', 'order'],
      ['message', 'min 10'],
    ]);
    expect(
      errors(schemas.contactMessage.safeParse({ ...message, message: 'x'.repeat(5001) })),
    ).toEqual([['message', 'max 5000']]);
  });
});
