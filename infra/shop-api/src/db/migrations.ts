import type { Kysely } from 'kysely';
import type { Dialect, Migrations } from '@shop/db';

/** The shop schema, in the `shop` migration namespace. Auto-increment ids differ per dialect. */
export function shopMigrations(dialect: Dialect): Migrations {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  const time = 'double precision';
  return {
    '0001-customers-sessions-tokens': {
      up: async (db: Kysely<any>) => {
        await db.schema
          .createTable('shop_customer')
          .addColumn('id', idType, (c) => c.primaryKey())
          .addColumn('channel', 'text', (c) => c.notNull())
          .addColumn('email', 'text', (c) => c.notNull())
          .addColumn('first_name', 'text', (c) => c.notNull())
          .addColumn('last_name', 'text', (c) => c.notNull())
          .addColumn('password_hash', 'text')
          .addColumn('google_sub', 'text')
          .addColumn('email_verified', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('is_whitelabel', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('type', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('locale', 'text', (c) => c.notNull())
          .addColumn('created_at', time, (c) => c.notNull())
          .addColumn('updated_at', time, (c) => c.notNull())
          .addUniqueConstraint('shop_customer_channel_email', ['channel', 'email'])
          .addUniqueConstraint('shop_customer_channel_google', ['channel', 'google_sub'])
          .execute();
        await db.schema
          .createTable('shop_session')
          .addColumn('id_hash', 'text', (c) => c.primaryKey())
          .addColumn('customer_id', 'integer', (c) =>
            c.notNull().references('shop_customer.id').onDelete('cascade'),
          )
          .addColumn('channel', 'text', (c) => c.notNull())
          .addColumn('created_at', time, (c) => c.notNull())
          .addColumn('last_seen_at', time, (c) => c.notNull())
          .addColumn('idle_expires_at', time, (c) => c.notNull())
          .addColumn('absolute_expires_at', time, (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('shop_session_customer')
          .on('shop_session')
          .column('customer_id')
          .execute();
        await db.schema
          .createTable('shop_token')
          .addColumn('id_hash', 'text', (c) => c.primaryKey())
          .addColumn('purpose', 'text', (c) => c.notNull())
          .addColumn('channel', 'text', (c) => c.notNull())
          .addColumn('customer_id', 'integer', (c) =>
            c.references('shop_customer.id').onDelete('cascade'),
          )
          .addColumn('subject', 'text')
          .addColumn('created_at', time, (c) => c.notNull())
          .addColumn('expires_at', time, (c) => c.notNull())
          .addColumn('used_at', time)
          .execute();
        await db.schema
          .createIndex('shop_token_customer')
          .on('shop_token')
          .columns(['customer_id', 'purpose'])
          .execute();
      },
    },
    '0002-newsletter-mail-rate-limits': {
      up: async (db: Kysely<any>) => {
        await db.schema
          .createTable('shop_newsletter')
          .addColumn('id', idType, (c) => c.primaryKey())
          .addColumn('channel', 'text', (c) => c.notNull())
          .addColumn('country', 'text', (c) => c.notNull())
          .addColumn('email', 'text', (c) => c.notNull())
          .addColumn('locale', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('requested_at', time, (c) => c.notNull())
          .addColumn('request_ip', 'text', (c) => c.notNull())
          .addColumn('confirmed_at', time)
          .addColumn('confirm_ip', 'text')
          .addUniqueConstraint('shop_newsletter_channel_email', ['channel', 'email'])
          .execute();
        await db.schema
          .createTable('shop_mail')
          .addColumn('id', idType, (c) => c.primaryKey())
          .addColumn('channel', 'text', (c) => c.notNull())
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('recipient', 'text', (c) => c.notNull())
          .addColumn('subject', 'text', (c) => c.notNull())
          .addColumn('text_body', 'text', (c) => c.notNull())
          .addColumn('html_body', 'text', (c) => c.notNull())
          .addColumn('created_at', time, (c) => c.notNull())
          .addColumn('claimed_at', time)
          .addColumn('sent_at', time)
          .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('last_error', 'text')
          .execute();
        await db.schema
          .createIndex('shop_mail_recipient')
          .on('shop_mail')
          .column('recipient')
          .execute();
        await db.schema
          .createIndex('shop_mail_unsent')
          .on('shop_mail')
          .columns(['sent_at', 'id'])
          .execute();
        await db.schema
          .createTable('shop_rate_event')
          .addColumn('id', idType, (c) => c.primaryKey())
          .addColumn('scope_hash', 'text', (c) => c.notNull())
          .addColumn('created_at', time, (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('shop_rate_event_scope')
          .on('shop_rate_event')
          .columns(['scope_hash', 'created_at'])
          .execute();
        await db.schema
          .createTable('shop_secret')
          .addColumn('name', 'text', (c) => c.primaryKey())
          .addColumn('value', 'text', (c) => c.notNull())
          .execute();
      },
    },
    '0003-vouchers-contact-messages': {
      up: async (db: Kysely<any>) => {
        await db.schema
          .createTable('shop_voucher_order')
          .addColumn('id', idType, (c) => c.primaryKey())
          .addColumn('reference', 'text', (c) => c.notNull().unique())
          .addColumn('channel', 'text', (c) => c.notNull())
          .addColumn('country', 'text', (c) => c.notNull())
          .addColumn('locale', 'text', (c) => c.notNull())
          .addColumn('currency', 'text', (c) => c.notNull())
          .addColumn('amount_minor', 'integer', (c) => c.notNull())
          .addColumn('recipient_name', 'text', (c) => c.notNull())
          .addColumn('recipient_email', 'text', (c) => c.notNull())
          .addColumn('message', 'text')
          .addColumn('buyer_email', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('request_ip', 'text', (c) => c.notNull())
          .addColumn('created_at', time, (c) => c.notNull())
          .addColumn('paid_at', time)
          .execute();
        await db.schema
          .createTable('shop_voucher')
          .addColumn('id', idType, (c) => c.primaryKey())
          .addColumn('code_hash', 'text', (c) => c.notNull().unique())
          .addColumn('code_hint', 'text', (c) => c.notNull())
          .addColumn('order_id', 'integer', (c) =>
            c.references('shop_voucher_order.id').onDelete('set null'),
          )
          .addColumn('channel', 'text', (c) => c.notNull())
          .addColumn('currency', 'text', (c) => c.notNull())
          .addColumn('amount_minor', 'integer', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('created_at', time, (c) => c.notNull())
          .addColumn('expires_at', time, (c) => c.notNull())
          .addColumn('redeemed_at', time)
          .addColumn('redeemed_session', 'text')
          .execute();
        await db.schema
          .createIndex('shop_voucher_order_ref')
          .on('shop_voucher')
          .column('order_id')
          .execute();
        await db.schema
          .createTable('shop_contact_message')
          .addColumn('id', idType, (c) => c.primaryKey())
          .addColumn('reference', 'text', (c) => c.notNull().unique())
          .addColumn('channel', 'text', (c) => c.notNull())
          .addColumn('country', 'text', (c) => c.notNull())
          .addColumn('locale', 'text', (c) => c.notNull())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('email', 'text', (c) => c.notNull())
          .addColumn('topic', 'text', (c) => c.notNull())
          .addColumn('order_number', 'text')
          .addColumn('message', 'text', (c) => c.notNull())
          .addColumn('request_ip', 'text', (c) => c.notNull())
          .addColumn('created_at', time, (c) => c.notNull())
          .execute();
      },
    },
  };
}
