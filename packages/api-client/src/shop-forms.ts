import type {
  ContactMessageRequest,
  ContactMessageSent,
  GiftVoucherPurchase,
  GiftVoucherPurchaseRequest,
  VoucherAnswer,
  VoucherRequest,
} from '@shop/contracts';
import type { ApiClient } from './client';
import { getApiClient } from './client';
import { giftVoucherPath, shopApiRoot } from './csrf';

export type {
  ContactMessageRequest,
  ContactMessageSent,
  GiftVoucherPurchase,
  GiftVoucherPurchaseRequest,
  VoucherAnswer,
  VoucherRequest,
};

/** POST /gift-voucher: orders a voucher in the shop's currency (201 issued, or 202 awaiting payment). */
export function buyGiftVoucher(
  request: GiftVoucherPurchaseRequest,
  client: ApiClient = getApiClient(),
): Promise<GiftVoucherPurchase> {
  return client.post<GiftVoucherPurchase>(
    `${shopApiRoot(client.baseUrls.webApi)}${giftVoucherPath}`,
    request,
  );
}

/** POST /web-api/voucher: redeems a code for this visitor; refusals carry `voucher-*` codes. */
export function redeemVoucher(
  request: VoucherRequest,
  client: ApiClient = getApiClient(),
): Promise<VoucherAnswer> {
  return client.post<VoucherAnswer>(`${client.baseUrls.webApi}/voucher`, request);
}

/** POST /web-api/voucher/check: value and expiry of a code, without using it. */
export function checkVoucher(
  request: VoucherRequest,
  client: ApiClient = getApiClient(),
): Promise<VoucherAnswer> {
  return client.post<VoucherAnswer>(`${client.baseUrls.webApi}/voucher/check`, request);
}

/** POST /web-api/contact-message: a message to customer service (202 sent, with a reference). */
export function sendContactMessage(
  request: ContactMessageRequest,
  client: ApiClient = getApiClient(),
): Promise<ContactMessageSent> {
  return client.post<ContactMessageSent>(`${client.baseUrls.webApi}/contact-message`, request);
}
