import { HttpError, type FieldError } from '@shop/server-kit';

/** An HttpError that also says, for the log only, what went wrong (never sent to the client). */
export class ShopError extends HttpError {
  constructor(
    statusCode: number,
    message: string,
    readonly logDetail: string,
    details: { code?: string; errors?: FieldError[]; headers?: Record<string, string> } = {},
  ) {
    super(statusCode, message, details);
  }
}

/** The log event of each route's failures, set as route config `errorEvent`. */
export type ErrorEvent =
  | 'login-error'
  | 'sign-up-error'
  | 'password-reset-error'
  | 'logout-error'
  | 'customer-data-error'
  | 'google-auth-callback-failed'
  | 'newsletter-error'
  | 'gift-voucher-error'
  | 'error adding voucher'
  | 'contact-message-error'
  | 'csrf-refused'
  | 'request-error';
