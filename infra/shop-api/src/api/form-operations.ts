import type { Operation, ResponseDoc } from './operations';

const invalid: ResponseDoc = {
  description: 'Invalid input: one message per field in `errors`, nothing written',
  schema: 'Error',
};
const tooMany: ResponseDoc = {
  description: 'Too many attempts from this address (see Retry-After, in seconds)',
  schema: 'Error',
  headers: ['Retry-After'],
};
const voucherRefusals: Record<string, ResponseDoc> = {
  400: { description: 'Not a code of the right shape (field `code`)', schema: 'Error' },
  404: { description: 'Unknown code (code voucher-unknown)', schema: 'Error' },
  409: {
    description:
      'Already redeemed (voucher-used), or for another brand (voucher-wrong-channel) or currency (voucher-wrong-currency)',
    schema: 'Error',
  },
  410: { description: 'Expired (code voucher-expired)', schema: 'Error' },
  429: {
    ...tooMany,
    description: 'Too many failed codes from this IP address (see Retry-After)',
  },
};

/** The gift voucher and contact calls of the content page's blocks. */
export const formOperations: Operation[] = [
  {
    method: 'post',
    path: '/gift-voucher',
    tag: 'Vouchers',
    csrf: true,
    formBody: 'giftVoucherPurchase',
    summary: 'Buy a gift voucher',
    description:
      'Creates an order in the currency of the X-Channel country. Without a payment step (SHOP_VOUCHER_ISSUE=immediate, the default outside production) the voucher is issued at once: a random 16-symbol code is mailed to the recipient, the buyer gets a receipt with its last four symbols; only a hash of the code is stored. With SHOP_VOUCHER_ISSUE=on-payment the order waits for payment and the buyer gets an order confirmation. At most 5 orders per buyer address and per IP in 15 minutes. See docs/adr/0008-gift-vouchers-without-checkout.md.',
    responses: {
      201: { description: 'Voucher issued (status issued)', schema: 'GiftVoucherPurchase' },
      202: {
        description: 'Order waiting for payment (status awaiting-payment)',
        schema: 'GiftVoucherPurchase',
      },
      400: invalid,
      429: tooMany,
    },
  },
  {
    method: 'post',
    path: '/web-api/voucher',
    tag: 'Vouchers',
    csrf: true,
    formBody: 'voucher',
    summary: 'Redeem a voucher code',
    description:
      'Uses the voucher up for this visitor (its value belongs to the basket of the session). Valid in the brand it was bought for, in shops of its currency, until the end of the third year after purchase. Failures are logged as `error adding voucher`; 10 failed codes per IP in 15 minutes, then 429.',
    responses: {
      200: { description: 'Redeemed (status redeemed)', schema: 'Voucher' },
      ...voucherRefusals,
    },
  },
  {
    method: 'post',
    path: '/web-api/voucher/check',
    tag: 'Vouchers',
    csrf: true,
    formBody: 'voucher',
    summary: 'Check a voucher code without using it',
    description: 'Its value and expiry, or the same refusals as redeeming.',
    responses: {
      200: { description: 'Usable (status valid)', schema: 'Voucher' },
      ...voucherRefusals,
    },
  },
  {
    method: 'post',
    path: '/web-api/contact-message',
    tag: 'Contact',
    csrf: true,
    formBody: 'contactMessage',
    summary: 'Send a message to customer service',
    description:
      'Checks the fields, then the reCAPTCHA token (nothing is stored without a valid one). Stores the message, mails it to the service address of the brand (SHOP_SERVICE_ADDRESSES) and a confirmation with topic and reference, not the text, to the sender. At most 5 messages per sender address and per IP in 15 minutes.',
    responses: {
      202: { description: 'Received (status sent)', schema: 'ContactMessageSent' },
      400: {
        description:
          'Invalid fields, or reCAPTCHA token missing (code recaptcha-missing) or refused (code recaptcha-failed)',
        schema: 'Error',
      },
      429: tooMany,
      503: {
        description: 'reCAPTCHA verifier unreachable (code recaptcha-unavailable)',
        schema: 'Error',
      },
    },
  },
];
