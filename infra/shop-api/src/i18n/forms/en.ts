import type { FormMessages } from './types';

export const en: FormMessages = {
  fields: {
    required: 'Please fill in this field.',
    emailInvalid: 'Please enter a valid e-mail address.',
    tooLong: (max) => `Please enter at most ${max} characters.`,
    tooShort: (min) => `Please enter at least ${min} characters.`,
    amountRange: (min, max) => `Please choose a whole amount from ${min} to ${max}.`,
    voucherCodeFormat: 'A voucher code has 16 letters and digits, e.g. K7QX-3MNB-WT9A-HF2E.',
    orderNumberFormat: 'An order number contains only letters, digits and hyphens.',
  },
  voucher: {
    issued: (email) => `Thank you! The voucher is on its way to ${email}.`,
    awaitingPayment: (reference) =>
      `Thank you for your order ${reference}. We will send the voucher as soon as your payment has arrived.`,
    valid: (amount, until) => `This voucher worth ${amount} is valid until ${until}.`,
    redeemed: (amount) =>
      `The voucher worth ${amount} is redeemed and will be deducted from your next order.`,
    unknown: 'We do not know this voucher code. Please check what you entered.',
    expired: (date) => `This voucher expired on ${date}.`,
    used: 'This voucher has already been redeemed.',
    wrongCurrency: (currency) =>
      `This voucher is in ${currency} and cannot be redeemed in this shop.`,
    wrongChannel: (brand) => `This voucher can only be redeemed at ${brand}.`,
  },
  contactSent: (reference) =>
    `Thank you for your message! We will get back to you as soon as possible. Your reference: ${reference}.`,
  mail: {
    greeting: (name) => `Hello ${name},`,
    greetingAnonymous: 'Hello,',
    closing: (brand) => `Kind regards\nYour ${brand} team`,
    voucherGift: {
      subject: (brand) => `A ${brand} gift voucher for you`,
      intro: (brand, amount) => `you have received a ${brand} gift voucher worth ${amount}.`,
      code: 'Your voucher code',
      message: 'Personal message',
      validUntil: (date) => `Valid until ${date}.`,
      howTo: 'Enter the code on the voucher page of the shop or at checkout.',
    },
    voucherReceipt: {
      subject: (brand, reference) => `Your voucher order ${reference} at ${brand}`,
      intro: (amount, recipient) =>
        `thank you for your order. The voucher worth ${amount} has been sent to ${recipient}.`,
      codeHint: (hint) => `The code ends in ${hint}.`,
    },
    voucherOrder: {
      subject: (brand, reference) => `Your voucher order ${reference} at ${brand}`,
      intro: (amount, recipient) =>
        `thank you for ordering a voucher worth ${amount} for ${recipient}.`,
      outro: 'As soon as your payment has arrived, we will send the voucher to the given address.',
    },
    contactService: {
      subject: (reference, topic) => `Contact request ${reference}: ${topic}`,
    },
    contactConfirm: {
      subject: (brand, reference) => `Your message to ${brand} (${reference})`,
      intro: (topic) => `thank you for your message about “${topic}”. It has reached us.`,
      outro:
        'We usually answer within one working day. If you write to us again, please quote the reference.',
    },
    labels: {
      reference: 'Reference',
      name: 'Name',
      email: 'E-mail',
      topic: 'Topic',
      orderNumber: 'Order number',
      message: 'Message',
      shop: 'Shop',
      person: 'Contact person',
    },
  },
};
