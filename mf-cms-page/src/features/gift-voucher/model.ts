import { createEffect, createEvent, createStore } from 'effector';
import {
  buyGiftVoucher,
  redeemVoucher,
  type GiftVoucherPurchase,
  type GiftVoucherPurchaseRequest,
  type VoucherAnswer,
  type VoucherRequest,
} from '@shop/api-client';
import { giftVoucherLimits, shopFormSchemas } from '@shop/contracts';
import type { Locale } from '@shop/catalogue';
import { createFormModel } from '../../shared/lib/form-model';
import { fieldErrorsOf, formTexts } from '../../shared/lib/form-texts';

export const otherAmount = 'other';

export const buyGiftVoucherFx = createEffect((request: GiftVoucherPurchaseRequest) =>
  buyGiftVoucher(request),
);
export const redeemVoucherFx = createEffect((request: VoucherRequest) => redeemVoucher(request));

/** The block's amounts that the shop sells (whole amounts within the limits). */
export function sellableAmounts(amounts: readonly number[]): number[] {
  const { minAmount, maxAmount } = giftVoucherLimits;
  return [...new Set(amounts)].filter(
    (amount) => Number.isInteger(amount) && amount >= minAmount && amount <= maxAmount,
  );
}

/** The block mounted with its configured amounts: the first one is chosen until the shopper picks. */
export const amountsReceived = createEvent<number[]>();
export const $amounts = createStore<number[]>([]).on(amountsReceived, (_, amounts) =>
  sellableAmounts(amounts),
);

const initialPurchase = {
  amountChoice: '',
  otherAmount: '',
  recipientName: '',
  recipientEmail: '',
  message: '',
  buyerEmail: '',
};
type PurchaseValues = typeof initialPurchase;

/** The amount a choice stands for: a configured amount, or the typed one (`12,50` reads as 12.5). */
export function chosenAmount(values: PurchaseValues, amounts: readonly number[]): number {
  const choice = values.amountChoice || String(amounts[0] ?? otherAmount);
  const raw = choice === otherAmount ? values.otherAmount.trim().replace(',', '.') : choice;
  return raw === '' ? Number.NaN : Number(raw);
}

export function checkPurchase(values: PurchaseValues, locale: Locale, amounts: number[]) {
  const result = shopFormSchemas(formTexts(locale)).giftVoucherPurchase.safeParse({
    amount: chosenAmount(values, amounts),
    recipientName: values.recipientName,
    recipientEmail: values.recipientEmail,
    message: values.message,
    buyerEmail: values.buyerEmail,
  });
  return result.success ? { body: result.data } : { errors: fieldErrorsOf(result.error.issues) };
}

/** Buying a voucher: amount, recipient, message and the buyer's address. */
export const purchaseForm = createFormModel<
  PurchaseValues,
  GiftVoucherPurchaseRequest,
  GiftVoucherPurchase,
  number[]
>({
  initial: initialPurchase,
  context: $amounts,
  check: checkPurchase,
  errorNameOf: { amountChoice: 'amount', otherAmount: 'amount' },
  submitFx: buyGiftVoucherFx,
  logEvent: 'gift-voucher-error',
});

/** Redeeming a code; the server's refusal (unknown, used, expired, other shop) shows at the field. */
export const redeemForm = createFormModel<{ code: string }, VoucherRequest, VoucherAnswer>({
  initial: { code: '' },
  check: (values, locale) => {
    const result = shopFormSchemas(formTexts(locale)).voucher.safeParse(values);
    return result.success
      ? { body: { code: result.data.code } }
      : { errors: fieldErrorsOf(result.error.issues) };
  },
  submitFx: redeemVoucherFx,
  logEvent: 'error adding voucher',
  fieldOfCode: (code) => (code?.startsWith('voucher-') ? 'code' : undefined),
});
