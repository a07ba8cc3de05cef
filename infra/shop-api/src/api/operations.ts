import type { ShopFormSchemas } from '@shop/contracts';
import type { RequestSchemas } from './schemas';

export type ResponseDoc = { description: string; schema?: string; headers?: string[] };
export type Operation = {
  method: 'get' | 'post';
  path: string;
  summary: string;
  description: string;
  tag: 'Customer' | 'Newsletter' | 'Vouchers' | 'Contact' | 'Security' | 'Service';
  /** State-changing: needs an allowed Origin and X-CSRF-Token. */
  csrf?: boolean;
  /** Needs X-Channel and X-Locale (default true). */
  channel?: boolean;
  devOnly?: boolean;
  query?: Array<{ name: string; required: boolean; description: string }>;
  body?: keyof RequestSchemas;
  /** A body of the voucher and contact calls (`shopFormSchemas` in the contracts). */
  formBody?: keyof ShopFormSchemas;
  responses: Record<string, ResponseDoc>;
};

const invalid: ResponseDoc = {
  description: 'Invalid input: one message per field in `errors`, nothing written',
  schema: 'Error',
};
const tooMany: ResponseDoc = {
  description: 'Too many attempts (see Retry-After, in seconds)',
  schema: 'Error',
  headers: ['Retry-After'],
};
const customer: ResponseDoc = {
  description: 'The customer',
  schema: 'Customer',
  headers: ['Set-Cookie', 'X-CSRF-Token'],
};

export const operations: Operation[] = [
  {
    method: 'get',
    path: '/web-api/customer-data',
    tag: 'Customer',
    summary: 'The current customer',
    description:
      'Logged in: the customer, and the session idle expiry slides forward. Anonymous: isLoggedIn false, empty names; first call sets the session and CSRF cookies.',
    responses: {
      200: {
        description: 'The customer (anonymous or logged in)',
        schema: 'Customer',
        headers: ['Set-Cookie', 'X-CSRF-Token'],
      },
    },
  },
  {
    method: 'post',
    path: '/web-api/customer-login',
    tag: 'Customer',
    csrf: true,
    body: 'login',
    summary: 'Log in with e-mail and password',
    description:
      'Starts a session with a new id (the previous one ends) and a new CSRF token. Unknown address and wrong password answer alike. After 5 failures in 15 minutes for the address, or from the IP, the next attempt is refused with 429.',
    responses: {
      200: customer,
      400: invalid,
      401: {
        description: 'E-mail address or password wrong (code invalid-credentials)',
        schema: 'Error',
      },
      429: tooMany,
    },
  },
  {
    method: 'post',
    path: '/web-api/customer-signup',
    tag: 'Customer',
    csrf: true,
    body: 'signUp',
    summary: 'Sign up',
    description:
      'Always answers 202 "check your mail", for new and existing addresses alike. A new address gets a confirmation link (valid 24 h) that creates the account; opened in the browser that signed up it also logs in. An existing address gets a note with a link to reset the password. The account exists only once confirmed.',
    responses: {
      202: {
        description: 'Confirmation mail on its way (status confirmation-sent)',
        schema: 'Status',
      },
      400: invalid,
      429: tooMany,
    },
  },
  {
    method: 'get',
    path: '/web-api/customer-signup/confirm',
    tag: 'Customer',
    channel: false,
    summary: 'Confirmation link of a sign-up (from the mail)',
    description:
      'Creates the account. In the browser that signed up (same session cookie) it logs in. Redirects to the shop home page with ?signup=confirmed or ?signup=invalid-link.',
    query: [
      { name: 'token', required: true, description: 'Single-use token from the mail' },
      {
        name: 'channel',
        required: false,
        description: 'Channel of the link (wallart-de), picks the shop to redirect to',
      },
    ],
    responses: {
      303: {
        description: 'To {SHOP_PUBLIC_URL}/?signup=confirmed|invalid-link',
        headers: ['Location', 'Set-Cookie'],
      },
    },
  },
  {
    method: 'post',
    path: '/web-api/customer-password-reset',
    tag: 'Customer',
    csrf: true,
    body: 'passwordReset',
    summary: 'Ask for a password reset mail',
    description:
      'Always 202, whether or not an account exists. An account gets a link {SHOP_PUBLIC_URL}/account/password-reset?token=... valid for one hour and usable once.',
    responses: {
      202: { description: 'Request taken (status reset-requested)', schema: 'Status' },
      400: invalid,
      429: tooMany,
    },
  },
  {
    method: 'post',
    path: '/web-api/customer-password-reset/confirm',
    tag: 'Customer',
    csrf: true,
    body: 'passwordResetConfirm',
    summary: 'Set a new password with the mailed token',
    description:
      'Sets the password, uses up the token (and any other reset token of the account), ends every session of the account and mails a notice. Log in afterwards.',
    responses: {
      200: {
        description: 'Password changed (status password-changed)',
        schema: 'Status',
        headers: ['Set-Cookie', 'X-CSRF-Token'],
      },
      400: {
        description: 'Invalid input, or token invalid/expired/used (code invalid-token)',
        schema: 'Error',
      },
    },
  },
  {
    method: 'post',
    path: '/web-api/customer-logout',
    tag: 'Customer',
    csrf: true,
    channel: false,
    summary: 'Log out',
    description:
      'Ends the session server-side and gives the visitor a new anonymous session id and CSRF token. Idempotent.',
    responses: {
      200: {
        description: 'The anonymous customer',
        schema: 'Customer',
        headers: ['Set-Cookie', 'X-CSRF-Token'],
      },
    },
  },
  {
    method: 'post',
    path: '/web-api/customer-auth-google-credentials',
    tag: 'Customer',
    csrf: true,
    body: 'google',
    summary: 'Sign in with a Google ID token',
    description:
      "Verifies the ID token (signature against Google's key set, aud = our client id, iss accounts.google.com, not expired, email_verified). Finds the account by Google id, else links the account of the same address, else creates one. Starts a session like login.",
    responses: {
      200: customer,
      400: invalid,
      401: { description: 'Token refused (code google-auth-failed)', schema: 'Error' },
      503: { description: 'Google sign-in not configured', schema: 'Error' },
    },
  },
  {
    method: 'post',
    path: '/web-api/newsletter-subscribe',
    tag: 'Newsletter',
    csrf: true,
    body: 'newsletterSubscribe',
    summary: 'Subscribe to the newsletter (double opt-in)',
    description:
      'Checks the reCAPTCHA token with the verifier first; without a valid one nothing is stored. Then mails a confirmation link (valid 3 days). Answers 202 whether or not the address is subscribed already.',
    responses: {
      202: {
        description: 'Confirmation mail on its way (status confirmation-sent)',
        schema: 'Status',
      },
      400: {
        description:
          'Invalid e-mail, or reCAPTCHA token missing (code recaptcha-missing) or refused (code recaptcha-failed)',
        schema: 'Error',
      },
      503: {
        description: 'reCAPTCHA verifier unreachable (code recaptcha-unavailable)',
        schema: 'Error',
      },
    },
  },
  {
    method: 'get',
    path: '/web-api/newsletter-confirm',
    tag: 'Newsletter',
    channel: false,
    summary: 'Confirmation link of a subscription (from the mail)',
    description:
      'Confirms and redirects to the shop home page with ?newsletter=confirmed or ?newsletter=invalid-link.',
    query: [
      { name: 'token', required: true, description: 'Single-use token from the mail' },
      {
        name: 'channel',
        required: false,
        description: 'Channel of the link (wallart-de), picks the shop to redirect to',
      },
    ],
    responses: {
      303: {
        description: 'To {SHOP_PUBLIC_URL}/?newsletter=confirmed|invalid-link',
        headers: ['Location'],
      },
    },
  },
  {
    method: 'post',
    path: '/web-api/newsletter-confirm',
    tag: 'Newsletter',
    csrf: true,
    body: 'newsletterConfirm',
    summary: 'Confirm a subscription from a page of the shop',
    description: 'For a page that reads the token from its URL and posts it.',
    responses: {
      200: { description: 'Confirmed (status confirmed)', schema: 'Status' },
      400: { description: 'Token invalid, expired or used (code invalid-token)', schema: 'Error' },
    },
  },
  {
    method: 'get',
    path: '/web-api/csrf-token',
    tag: 'Security',
    summary: 'A CSRF token for this visitor',
    description:
      'Returns a token for X-CSRF-Token and sets the __Host-shop_csrf cookie (and the session cookie when missing). Any token issued for the current session cookie stays valid until the session id changes (login, logout, password reset).',
    responses: {
      200: {
        description: 'The token',
        schema: 'CsrfToken',
        headers: ['Set-Cookie', 'X-CSRF-Token'],
      },
    },
  },
  {
    method: 'get',
    path: '/web-api/dev/outbox',
    tag: 'Service',
    channel: false,
    devOnly: true,
    summary: 'Development mailbox',
    description:
      'Only outside production (NODE_ENV != production): the mails in the outbox, newest first, with their links.',
    query: [
      { name: 'to', required: false, description: 'Only mails to this address' },
      { name: 'limit', required: false, description: '1 to 200, default 50' },
    ],
    responses: { 200: { description: 'Mails', schema: 'Outbox' } },
  },
  {
    method: 'get',
    path: '/web-api/health',
    tag: 'Service',
    channel: false,
    summary: 'Health check',
    description: 'Answers 200 when the database answers.',
    responses: { 200: { description: '{"status":"ok"}' } },
  },
  {
    method: 'get',
    path: '/web-api/openapi.json',
    tag: 'Service',
    channel: false,
    summary: 'This document',
    description: 'OpenAPI 3.1, generated from the zod schemas the handlers validate with.',
    responses: { 200: { description: 'OpenAPI document' } },
  },
];
