import crypto from 'node:crypto';
import { voucherCodeAlphabet, voucherCodeLength } from '@shop/contracts';

/** Random symbols of the voucher alphabet (32 symbols, so every one is equally likely). */
export function randomSymbols(length: number): string {
  let out = '';
  for (let index = 0; index < length; index += 1)
    out += voucherCodeAlphabet[crypto.randomInt(voucherCodeAlphabet.length)];
  return out;
}

/** A new voucher code, normalised (16 symbols, 80 bits): unguessable within any rate limit. */
export function newVoucherCode(): string {
  return randomSymbols(voucherCodeLength);
}

/** A public reference such as `GV-7KQ2MX9A`: random, so references do not reveal order counts. */
export function newReference(prefix: 'GV' | 'CM'): string {
  return `${prefix}-${randomSymbols(8)}`;
}
