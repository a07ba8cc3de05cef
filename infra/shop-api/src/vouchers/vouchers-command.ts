import type { ShopApi } from '../app';

const usage =
  'usage: npm run vouchers -w infra/shop-api -- paid <order reference, e.g. GV-7KQ2MX9A>';

/**
 * `paid <reference>`: the payment of a gift voucher order arrived (bank transfer, manual payment
 * check): issues the voucher and mails it. Returns the exit code.
 */
export async function runVouchersCommand(
  args: string[],
  app: ShopApi,
  print: (line: string) => void,
): Promise<number> {
  const [command, reference] = args;
  if (command !== 'paid' || !reference || !/^GV-[A-Z2-9]{8}$/.test(reference)) {
    print(usage);
    return 2;
  }
  const voucher = await app.issueVoucherOrder(reference);
  if (!voucher) {
    print(
      `${reference}: no order waiting for payment under this reference (unknown or issued already)`,
    );
    return 1;
  }
  print(
    `${reference}: paid; voucher …${voucher.code_hint} over ${(voucher.amount_minor / 100).toFixed(2)} ${voucher.currency} mailed to the recipient, valid until ${new Date(voucher.expires_at).toISOString().slice(0, 10)}`,
  );
  return 0;
}
