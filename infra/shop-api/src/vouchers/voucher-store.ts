import type { Kysely } from 'kysely';
import type { ShopSchema, VoucherOrderTable, VoucherTable } from '../db/schema';
import { sha256Hex } from '../auth/crypto';
import { newReference, newVoucherCode } from './codes';

export type VoucherOrder = Omit<VoucherOrderTable, 'id'> & { id: number };
export type Voucher = Omit<VoucherTable, 'id'> & { id: number };

/** The last moment of the year of `time` plus `years` (UTC): a voucher bought in 2026 lasts until the end of 2029. */
export function voucherExpiry(time: number, years: number): number {
  return Date.UTC(new Date(time).getUTCFullYear() + years, 11, 31, 23, 59, 59, 999);
}

const isUniqueViolation = (error: unknown) =>
  /unique|duplicate/i.test(error instanceof Error ? error.message : String(error));

/** Gift voucher orders and the vouchers issued for them. Codes are kept only as sha256 hashes. */
export function createVoucherStore(db: Kysely<ShopSchema>, now: () => number) {
  return {
    async createOrder(
      input: Omit<VoucherOrderTable, 'id' | 'reference' | 'status' | 'created_at' | 'paid_at'>,
    ): Promise<VoucherOrder> {
      for (let attempt = 0; ; attempt += 1) {
        try {
          return await db
            .insertInto('shop_voucher_order')
            .values({
              ...input,
              reference: newReference('GV'),
              status: 'awaiting-payment',
              created_at: now(),
              paid_at: null,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
        } catch (error) {
          if (attempt >= 3 || !isUniqueViolation(error)) throw error;
        }
      }
    },

    findOrder(reference: string) {
      return db
        .selectFrom('shop_voucher_order')
        .selectAll()
        .where('reference', '=', reference)
        .executeTakeFirst();
    },

    /**
     * Marks an order paid and issues its voucher, once: a second call for the same order returns
     * null. The code is returned here and nowhere else; only its hash is stored.
     */
    async issueForOrder(
      orderId: number,
      validityYears: number,
    ): Promise<{ voucher: Voucher; code: string } | null> {
      return db.transaction().execute(async (trx) => {
        const time = now();
        const paid = await trx
          .updateTable('shop_voucher_order')
          .set({ status: 'paid', paid_at: time })
          .where('id', '=', orderId)
          .where('status', '=', 'awaiting-payment')
          .returningAll()
          .executeTakeFirst();
        if (!paid) return null;
        for (let attempt = 0; ; attempt += 1) {
          const code = newVoucherCode();
          try {
            const voucher = await trx
              .insertInto('shop_voucher')
              .values({
                code_hash: sha256Hex(code),
                code_hint: code.slice(-4),
                order_id: paid.id,
                channel: paid.channel,
                currency: paid.currency,
                amount_minor: paid.amount_minor,
                status: 'active',
                created_at: time,
                expires_at: voucherExpiry(time, validityYears),
                redeemed_at: null,
                redeemed_session: null,
              })
              .returningAll()
              .executeTakeFirstOrThrow();
            return { voucher, code };
          } catch (error) {
            // 80 random bits collide practically never; a retry covers it without a visible error.
            if (attempt >= 3 || !isUniqueViolation(error)) throw error;
          }
        }
      });
    },

    findByCode(code: string) {
      return db
        .selectFrom('shop_voucher')
        .selectAll()
        .where('code_hash', '=', sha256Hex(code))
        .executeTakeFirst();
    },

    /** Redeems an active, unexpired voucher; false when another request got there first or it expired. */
    async redeem(id: number, sessionHash: string): Promise<boolean> {
      const time = now();
      const result = await db
        .updateTable('shop_voucher')
        .set({ status: 'redeemed', redeemed_at: time, redeemed_session: sessionHash })
        .where('id', '=', id)
        .where('status', '=', 'active')
        .where('expires_at', '>', time)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
export type VoucherStore = ReturnType<typeof createVoucherStore>;
