import type {
  AccountStatus,
  Customer,
  GoogleCredentialsRequest,
  LoginRequest,
  PasswordResetConfirmRequest,
  PasswordResetRequest,
  SignupRequest,
} from '@shop/contracts';
import type { ApiClient } from './client';
import { getApiClient } from './client';

/** The customer as the shop API returns it (schema in @shop/contracts); fullName only when logged in. */
export type { Customer };
export type CustomerOrder = NonNullable<Customer['order']>;

/** Request bodies, declared once with the shop API's checks in @shop/contracts. */
export type {
  GoogleCredentialsRequest,
  LoginRequest,
  PasswordResetConfirmRequest,
  PasswordResetRequest,
  SignupRequest,
};
/** Acknowledgement of a mail-confirmed step, with a localised text to show as it is. */
export type StatusResponse = AccountStatus;

export type CustomerDataRequest = {
  /** The current page's query (`location.search` or an object), forwarded for campaign attribution. */
  query?: string | Record<string, unknown>;
  /** Where the shopper came from (`document.referrer`). */
  referrer?: string;
};

/** Browsers forbid setting `Referer` from script, so the page's referrer travels in its own header. */
export const referrerHeader = 'X-Referrer';

/** GET /web-api/customer-data: the session's customer, anonymous when logged out. */
export async function fetchCustomerData(
  request: CustomerDataRequest = {},
  client: ApiClient = getApiClient(),
): Promise<Customer> {
  // qs comes with the transport's chunk, not with the page.
  const params =
    typeof request.query === 'string'
      ? (await import('./query')).parseQuery(request.query)
      : request.query;
  return client.get<Customer>(`${client.baseUrls.webApi}/customer-data`, {
    params,
    headers: request.referrer ? { [referrerHeader]: request.referrer } : undefined,
  });
}

/** POST /web-api/customer-login with the form's credentials. */
export function login(
  credentials: LoginRequest,
  client: ApiClient = getApiClient(),
): Promise<Customer> {
  return client.post<Customer>(`${client.baseUrls.webApi}/customer-login`, credentials, {
    skipUnauthorizedHook: true,
  });
}

/**
 * POST /web-api/customer-signup: mails a confirmation link (202 `confirmation-sent`); the account
 * exists once confirmed. A 400 carries the field errors (ApiError.errors).
 */
export function signup(
  form: SignupRequest,
  client: ApiClient = getApiClient(),
): Promise<StatusResponse> {
  return client.post<StatusResponse>(`${client.baseUrls.webApi}/customer-signup`, form, {
    skipUnauthorizedHook: true,
  });
}

/** POST /web-api/customer-password-reset: mails a reset link (202 `reset-requested`, known address or not). */
export function requestPasswordReset(
  request: PasswordResetRequest,
  client: ApiClient = getApiClient(),
): Promise<StatusResponse> {
  return client.post<StatusResponse>(`${client.baseUrls.webApi}/customer-password-reset`, request);
}

/** POST /web-api/customer-password-reset/confirm: sets the new password with the mailed token. */
export function confirmPasswordReset(
  request: PasswordResetConfirmRequest,
  client: ApiClient = getApiClient(),
): Promise<StatusResponse> {
  return client.post<StatusResponse>(
    `${client.baseUrls.webApi}/customer-password-reset/confirm`,
    request,
  );
}

/** POST /web-api/customer-logout: ends the session and answers with the anonymous customer. */
export function logout(client: ApiClient = getApiClient()): Promise<Customer> {
  return client.post<Customer>(`${client.baseUrls.webApi}/customer-logout`);
}

/** POST /web-api/customer-auth-google-credentials with the ID token from Google sign-in. */
export function signInWithGoogle(
  request: GoogleCredentialsRequest,
  client: ApiClient = getApiClient(),
): Promise<Customer> {
  return client.post<Customer>(
    `${client.baseUrls.webApi}/customer-auth-google-credentials`,
    request,
    {
      skipUnauthorizedHook: true,
    },
  );
}
