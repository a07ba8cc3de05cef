import { channelIds, type ChannelId } from '@shop/contracts';

export type RateLimitRule = { max: number; windowMs: number };

export type ShopApiConfig = {
  production: boolean;
  /** Origin patterns allowed to make state-changing calls, e.g. `http://*.localhost:*`. */
  allowedOrigins: string[];
  /** Public shop URL per channel (`wallart`) or channel and country (`wallart-ch`); links in mails use it. */
  publicUrls: Record<string, string>;
  /** Fastify `trustProxy`: which hops may set X-Forwarded-For (the edge server runs on loopback). */
  trustProxy: string | boolean;
  session: { idleMs: number; absoluteMs: number; touchAfterMs: number };
  /** Server-side key that binds CSRF tokens to sessions; generated and kept in the DB when unset. */
  csrfSecret?: string;
  rateLimits: {
    loginFailures: RateLimitRule;
    passwordReset: RateLimitRule;
    signUp: RateLimitRule;
    newsletter: RateLimitRule;
    /** Gift voucher orders per buyer address and per IP. */
    giftVoucher: RateLimitRule;
    /** Voucher checks and redemptions per IP: guessing codes stays hopeless. */
    voucherAttempts: RateLimitRule;
    contactMessage: RateLimitRule;
  };
  vouchers: {
    /** `immediate`: the code is issued when ordered (no payment step); `on-payment`: the order waits for payment. */
    issue: 'immediate' | 'on-payment';
    /** Years after the end of the year of purchase until a voucher expires. */
    validityYears: number;
  };
  /** Where contact messages go, per brand (`wallart`) or brand and country (`wallart-ch`). */
  serviceAddresses: Record<string, string>;
  tokenTtlMs: { passwordReset: number; signUpConfirm: number; newsletterConfirm: number };
  mail: { smtpUrl?: string; from: string };
  google: { clientId?: string; jwksUrl: string };
  recaptcha: { secret?: string; verifyUrl: string; minScore: number };
};

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/** Accepted as a reCAPTCHA token outside production when no RECAPTCHA_SECRET is configured. */
export const developmentRecaptchaToken = 'dev-recaptcha-token';

/** Reads the service configuration from environment variables (see the README for each one). */
export function readConfig(env: Record<string, string | undefined> = process.env): ShopApiConfig {
  // Either switch marks production: NODE_ENV for Node tooling, SHOP_ENV as the stack sets it.
  const production = env.NODE_ENV === 'production' || env.SHOP_ENV === 'production';
  const loginMax = positiveInt(env, 'SHOP_LOGIN_MAX_FAILURES', 5);
  const windowMs = positiveInt(env, 'SHOP_RATE_LIMIT_WINDOW_SECONDS', 900) * 1000;
  return {
    production,
    allowedOrigins: list(env.SHOP_ALLOWED_ORIGINS ?? 'http://localhost:*,http://*.localhost:*'),
    publicUrls: parsePublicUrls(
      env.SHOP_PUBLIC_URLS ??
        'wallart=http://localhost:8080,kartenliebe=http://kartenliebe.localhost:8080',
    ),
    trustProxy: parseTrustProxy(env.SHOP_TRUST_PROXY ?? 'loopback'),
    session: {
      idleMs: positiveInt(env, 'SHOP_SESSION_IDLE_DAYS', 14) * day,
      absoluteMs: positiveInt(env, 'SHOP_SESSION_MAX_DAYS', 60) * day,
      touchAfterMs: 5 * minute,
    },
    csrfSecret: env.SHOP_CSRF_SECRET || undefined,
    rateLimits: {
      loginFailures: { max: loginMax, windowMs },
      passwordReset: { max: positiveInt(env, 'SHOP_RESET_MAX_REQUESTS', 5), windowMs },
      signUp: { max: positiveInt(env, 'SHOP_SIGNUP_MAX_REQUESTS', 5), windowMs },
      newsletter: { max: positiveInt(env, 'SHOP_NEWSLETTER_MAX_REQUESTS', 5), windowMs },
      giftVoucher: { max: positiveInt(env, 'SHOP_GIFT_VOUCHER_MAX_ORDERS', 5), windowMs },
      voucherAttempts: { max: positiveInt(env, 'SHOP_VOUCHER_MAX_ATTEMPTS', 10), windowMs },
      contactMessage: { max: positiveInt(env, 'SHOP_CONTACT_MAX_MESSAGES', 5), windowMs },
    },
    vouchers: {
      issue: parseVoucherIssue(env.SHOP_VOUCHER_ISSUE, production),
      validityYears: positiveInt(env, 'SHOP_VOUCHER_VALIDITY_YEARS', 3),
    },
    serviceAddresses: parseServiceAddresses(
      env.SHOP_SERVICE_ADDRESSES ??
        'wallart=service@wallart.localhost,kartenliebe=service@kartenliebe.localhost',
    ),
    tokenTtlMs: { passwordReset: hour, signUpConfirm: day, newsletterConfirm: 3 * day },
    mail: {
      smtpUrl: env.SMTP_URL || undefined,
      from: env.MAIL_FROM || 'Shop <no-reply@shop.localhost>',
    },
    google: {
      clientId: env.GOOGLE_CLIENT_ID || undefined,
      jwksUrl: env.GOOGLE_JWKS_URL || 'https://www.googleapis.com/oauth2/v3/certs',
    },
    recaptcha: {
      secret: env.RECAPTCHA_SECRET || undefined,
      verifyUrl: env.RECAPTCHA_VERIFY_URL || 'https://www.google.com/recaptcha/api/siteverify',
      minScore: Number(env.RECAPTCHA_MIN_SCORE ?? 0.5),
    },
  };
}

function list(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function positiveInt(
  env: Record<string, string | undefined>,
  name: string,
  fallback: number,
): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

function parsePublicUrls(value: string): Record<string, string> {
  const urls: Record<string, string> = {};
  for (const entry of list(value)) {
    const [key, url] = entry.split('=').map((part) => part.trim());
    if (!key || !url)
      throw new Error(`SHOP_PUBLIC_URLS entries look like wallart=https://..., got "${entry}"`);
    const channel = key.split('-')[0] as ChannelId;
    if (!channelIds.includes(channel))
      throw new Error(`SHOP_PUBLIC_URLS: unknown channel "${key}"`);
    urls[key] = new URL(url).href.replace(/\/+$/, '');
  }
  return urls;
}

// Without a payment provider, production keeps orders waiting; development issues at once so the flow can be tried.
function parseVoucherIssue(
  value: string | undefined,
  production: boolean,
): ShopApiConfig['vouchers']['issue'] {
  if (value === undefined || value === '') return production ? 'on-payment' : 'immediate';
  if (value === 'immediate' || value === 'on-payment') return value;
  throw new Error(`SHOP_VOUCHER_ISSUE must be immediate or on-payment, got "${value}"`);
}

function parseServiceAddresses(value: string): Record<string, string> {
  const addresses: Record<string, string> = {};
  for (const entry of list(value)) {
    const [key, address] = entry.split('=').map((part) => part.trim());
    const channel = (key ?? '').split('-')[0] as ChannelId;
    if (!key || !address || !/^[^\s@]+@[^\s@]+$/.test(address) || !channelIds.includes(channel))
      throw new Error(
        `SHOP_SERVICE_ADDRESSES entries look like wallart=service@example.com, got "${entry}"`,
      );
    addresses[key] = address;
  }
  return addresses;
}

function parseTrustProxy(value: string): string | boolean {
  if (value === 'true') return true;
  if (value === 'false' || value === '') return false;
  return value;
}
