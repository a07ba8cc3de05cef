import type { Kysely } from 'kysely';
import type { ShopSchema } from '../db/schema';
import type { Customer } from '../auth/sessions';

export type NewCustomer = {
  channel: string;
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string | null;
  googleSub: string | null;
  emailVerified: boolean;
  locale: string;
};

/** Customers live per brand channel: the same address may hold a wallart and a kartenliebe account. */
export function createCustomerStore(db: Kysely<ShopSchema>, now: () => number) {
  const byId = (id: number) =>
    db.selectFrom('shop_customer').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return {
    findByEmail(channel: string, email: string): Promise<Customer | undefined> {
      return db
        .selectFrom('shop_customer')
        .selectAll()
        .where('channel', '=', channel)
        .where('email', '=', email)
        .executeTakeFirst();
    },

    findByGoogleSub(channel: string, sub: string): Promise<Customer | undefined> {
      return db
        .selectFrom('shop_customer')
        .selectAll()
        .where('channel', '=', channel)
        .where('google_sub', '=', sub)
        .executeTakeFirst();
    },

    findById(id: number): Promise<Customer | undefined> {
      return db.selectFrom('shop_customer').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async create(input: NewCustomer): Promise<Customer> {
      const time = now();
      const { id } = await db
        .insertInto('shop_customer')
        .values({
          channel: input.channel,
          email: input.email,
          first_name: input.firstName,
          last_name: input.lastName,
          password_hash: input.passwordHash,
          google_sub: input.googleSub,
          email_verified: input.emailVerified ? 1 : 0,
          is_whitelabel: 0,
          type: 0,
          locale: input.locale,
          created_at: time,
          updated_at: time,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return byId(id);
    },

    async update(
      id: number,
      changes: Partial<
        Pick<
          Customer,
          'first_name' | 'last_name' | 'password_hash' | 'google_sub' | 'email_verified' | 'locale'
        >
      >,
    ): Promise<Customer> {
      await db
        .updateTable('shop_customer')
        .set({ ...changes, updated_at: now() })
        .where('id', '=', id)
        .execute();
      return byId(id);
    },
  };
}
export type CustomerStore = ReturnType<typeof createCustomerStore>;
