import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '@shop/api-client';
import { logFx } from '../../shared/lib/form-model';
import {
  $amounts,
  amountsReceived,
  buyGiftVoucherFx,
  purchaseForm,
  redeemForm,
  redeemVoucherFx,
  sellableAmounts,
} from './model';

const issued = {
  status: 'issued' as const,
  orderReference: 'GV-ABCDEFGH',
  amount: 50,
  currency: 'EUR',
  expiresAt: '2029-12-31T23:59:59.999Z',
  message: 'Vielen Dank! Der Gutschein ist unterwegs an lena@example.com.',
};

async function filledPurchase(handlers: Array<[unknown, unknown]> = []) {
  const buy = vi.fn(async () => issued);
  const log = vi.fn();
  const scope = fork({
    handlers: [[buyGiftVoucherFx, buy], [logFx, log], ...handlers] as never,
  });
  await allSettled(amountsReceived, { scope, params: [25, 50, 100, 1000, 2.5] });
  const fields = {
    recipientName: 'Lena',
    recipientEmail: 'lena@example.com',
    buyerEmail: 'oma@example.com',
    message: 'Alles Gute!',
  };
  for (const [name, value] of Object.entries(fields))
    await allSettled(purchaseForm.fieldChanged, {
      scope,
      params: { name: name as 'recipientName', value },
    });
  return { scope, buy, log };
}

describe('buying a voucher', () => {
  it('offers only the amounts the shop sells', () => {
    expect(sellableAmounts([25, 50, 50, 1000, 2.5, 4, 500])).toEqual([25, 50, 500]);
  });

  it('orders the first amount until another is chosen, then shows the answer', async () => {
    const { scope, buy } = await filledPurchase();
    expect(scope.getState($amounts)).toEqual([25, 50, 100]);
    await allSettled(purchaseForm.submitted, { scope });
    expect(buy).toHaveBeenCalledWith({
      amount: 25,
      recipientName: 'Lena',
      recipientEmail: 'lena@example.com',
      message: 'Alles Gute!',
      buyerEmail: 'oma@example.com',
    });
    expect(scope.getState(purchaseForm.$result)).toEqual(issued);
    expect(scope.getState(purchaseForm.$status)).toBe('sent');
  });

  it('takes a typed amount with a decimal comma and refuses one out of range before sending', async () => {
    const { scope, buy } = await filledPurchase();
    await allSettled(purchaseForm.fieldChanged, {
      scope,
      params: { name: 'amountChoice', value: 'other' },
    });
    await allSettled(purchaseForm.fieldChanged, {
      scope,
      params: { name: 'otherAmount', value: '700' },
    });
    await allSettled(purchaseForm.submitted, { scope });
    expect(buy).not.toHaveBeenCalled();
    expect(scope.getState(purchaseForm.$fieldErrors)).toEqual({
      amount: 'Bitte wählen Sie einen ganzen Betrag von 5 bis 500.',
    });
    // Typing again clears the amount's message.
    await allSettled(purchaseForm.fieldChanged, {
      scope,
      params: { name: 'otherAmount', value: '75' },
    });
    expect(scope.getState(purchaseForm.$fieldErrors)).toEqual({});
    await allSettled(purchaseForm.submitted, { scope });
    expect(buy).toHaveBeenCalledWith(expect.objectContaining({ amount: 75 }));
  });

  it('shows field errors in the page language and sends nothing', async () => {
    const buy = vi.fn();
    const scope = fork({ handlers: [[buyGiftVoucherFx, buy]] });
    await allSettled(purchaseForm.localeSet, { scope, params: 'en-GB' });
    await allSettled(amountsReceived, { scope, params: [20] });
    await allSettled(purchaseForm.fieldChanged, {
      scope,
      params: { name: 'buyerEmail', value: 'oma@' },
    });
    await allSettled(purchaseForm.submitted, { scope });
    expect(buy).not.toHaveBeenCalled();
    expect(scope.getState(purchaseForm.$fieldErrors)).toEqual({
      recipientName: 'Please fill in this field.',
      recipientEmail: 'Please fill in this field.',
      buyerEmail: 'Please enter a valid email address.',
    });
  });

  it('keeps the values after a failure, logs it and can try again', async () => {
    const failing = vi
      .fn()
      .mockRejectedValueOnce(new NetworkError('POST', '/gift-voucher'))
      .mockResolvedValueOnce(issued);
    const { scope, log } = await filledPurchase([[buyGiftVoucherFx, failing]]);
    await allSettled(purchaseForm.submitted, { scope });
    expect(scope.getState(purchaseForm.$status)).toBe('failed');
    expect(scope.getState(purchaseForm.$failure)).toEqual({ kind: 'offline' });
    expect(scope.getState(purchaseForm.$values).recipientName).toBe('Lena');
    expect(log).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'gift-voucher-error', level: 'error' }),
    );
    await allSettled(purchaseForm.submitted, { scope });
    expect(scope.getState(purchaseForm.$status)).toBe('sent');
  });
});

describe('redeeming a code', () => {
  const used = new ApiError({
    status: 409,
    method: 'POST',
    url: '/web-api/voucher',
    body: { message: 'Dieser Gutschein wurde bereits eingelöst.', code: 'voucher-used' },
  });

  it('checks the shape first, then shows the server refusal at the field and logs error adding voucher', async () => {
    const redeem = vi.fn().mockRejectedValue(used);
    const log = vi.fn();
    const scope = fork({
      handlers: [
        [redeemVoucherFx, redeem],
        [logFx, log],
      ] as never,
    });
    await allSettled(redeemForm.fieldChanged, { scope, params: { name: 'code', value: 'abc' } });
    await allSettled(redeemForm.submitted, { scope });
    expect(redeem).not.toHaveBeenCalled();
    expect(scope.getState(redeemForm.$fieldErrors).code).toMatch(/16 Buchstaben und Ziffern/);

    await allSettled(redeemForm.fieldChanged, {
      scope,
      params: { name: 'code', value: 'k7qx 3mnb wt9a hf2e' },
    });
    await allSettled(redeemForm.submitted, { scope });
    expect(redeem).toHaveBeenCalledWith({ code: 'K7QX3MNBWT9AHF2E' });
    expect(scope.getState(redeemForm.$fieldErrors)).toEqual({
      code: 'Dieser Gutschein wurde bereits eingelöst.',
    });
    expect(log).toHaveBeenCalledWith(
      expect.objectContaining({
        event: 'error adding voucher',
        level: 'warn',
        status: 409,
        code: 'voucher-used',
      }),
    );
  });
});
