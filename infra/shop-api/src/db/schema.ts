import type { Generated } from 'kysely';

// Times are epoch milliseconds stored as `double precision`: both dialects hand them back as numbers.
// Flags are 0/1 integers because SQLite has no boolean type.

export type CustomerTable = {
  id: Generated<number>;
  channel: string;
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string | null;
  google_sub: string | null;
  email_verified: number;
  is_whitelabel: number;
  type: number;
  locale: string;
  created_at: number;
  updated_at: number;
};

export type SessionTable = {
  id_hash: string;
  customer_id: number;
  channel: string;
  created_at: number;
  last_seen_at: number;
  idle_expires_at: number;
  absolute_expires_at: number;
};

export type TokenPurpose = 'password-reset' | 'sign-up-confirm' | 'newsletter-confirm';

export type TokenTable = {
  id_hash: string;
  purpose: TokenPurpose;
  channel: string;
  customer_id: number | null;
  /** Purpose-specific: the newsletter address, or the hashed session that asked for a sign-up. */
  subject: string | null;
  created_at: number;
  expires_at: number;
  used_at: number | null;
};

export type NewsletterTable = {
  id: Generated<number>;
  channel: string;
  country: string;
  email: string;
  locale: string;
  status: 'pending' | 'confirmed';
  requested_at: number;
  request_ip: string;
  confirmed_at: number | null;
  confirm_ip: string | null;
};

export type MailTable = {
  id: Generated<number>;
  channel: string;
  kind: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: number;
  claimed_at: number | null;
  sent_at: number | null;
  attempts: number;
  last_error: string | null;
};

export type RateEventTable = {
  id: Generated<number>;
  /** sha256 of `kind:key`, so addresses are not kept in clear text here. */
  scope_hash: string;
  created_at: number;
};

export type SecretTable = { name: string; value: string };

export type VoucherOrderStatus = 'awaiting-payment' | 'paid';

/** A gift voucher order; its voucher exists once the order is paid. */
export type VoucherOrderTable = {
  id: Generated<number>;
  /** Public order reference (`GV-…`), random, for the buyer and customer service. */
  reference: string;
  channel: string;
  country: string;
  locale: string;
  currency: string;
  /** In minor units (cents, Rappen). */
  amount_minor: number;
  recipient_name: string;
  recipient_email: string;
  message: string | null;
  buyer_email: string;
  status: VoucherOrderStatus;
  request_ip: string;
  created_at: number;
  paid_at: number | null;
};

export type VoucherStatus = 'active' | 'redeemed';

export type VoucherTable = {
  id: Generated<number>;
  /** sha256 of the normalised code: the code itself is only in the recipient's mail. */
  code_hash: string;
  /** Last four symbols, so customer service can tell vouchers apart. */
  code_hint: string;
  order_id: number | null;
  channel: string;
  currency: string;
  amount_minor: number;
  status: VoucherStatus;
  created_at: number;
  expires_at: number;
  redeemed_at: number | null;
  /** sha256 of the session that redeemed it: the value belongs to that visitor's basket. */
  redeemed_session: string | null;
};

export type ContactMessageTable = {
  id: Generated<number>;
  reference: string;
  channel: string;
  country: string;
  locale: string;
  name: string;
  email: string;
  topic: string;
  order_number: string | null;
  message: string;
  request_ip: string;
  created_at: number;
};

export type ShopSchema = {
  shop_customer: CustomerTable;
  shop_session: SessionTable;
  shop_token: TokenTable;
  shop_newsletter: NewsletterTable;
  shop_mail: MailTable;
  shop_rate_event: RateEventTable;
  shop_secret: SecretTable;
  shop_voucher_order: VoucherOrderTable;
  shop_voucher: VoucherTable;
  shop_contact_message: ContactMessageTable;
};
