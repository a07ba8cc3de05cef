import type { ShopFormTexts } from '@shop/contracts';

/** Texts of the voucher and contact calls: answers, field messages and mails, per language. */
export type FormMessages = {
  fields: ShopFormTexts;
  voucher: {
    issued: (recipientEmail: string) => string;
    awaitingPayment: (reference: string) => string;
    valid: (amount: string, until: string) => string;
    redeemed: (amount: string) => string;
    unknown: string;
    expired: (date: string) => string;
    used: string;
    wrongCurrency: (currency: string) => string;
    wrongChannel: (brand: string) => string;
  };
  contactSent: (reference: string) => string;
  mail: {
    greeting: (name: string) => string;
    greetingAnonymous: string;
    closing: (brand: string) => string;
    voucherGift: {
      subject: (brand: string) => string;
      intro: (brand: string, amount: string) => string;
      code: string;
      message: string;
      validUntil: (date: string) => string;
      howTo: string;
    };
    voucherReceipt: {
      subject: (brand: string, reference: string) => string;
      intro: (amount: string, recipient: string) => string;
      codeHint: (hint: string) => string;
    };
    voucherOrder: {
      subject: (brand: string, reference: string) => string;
      intro: (amount: string, recipient: string) => string;
      outro: string;
    };
    contactService: { subject: (reference: string, topic: string) => string };
    contactConfirm: {
      subject: (brand: string, reference: string) => string;
      intro: (topic: string) => string;
      outro: string;
    };
    labels: {
      reference: string;
      name: string;
      email: string;
      topic: string;
      orderNumber: string;
      message: string;
      shop: string;
      person: string;
    };
  };
};
