import type { ApiClient } from './client';
import { getApiClient } from './client';
import { parseQuery } from './query';

export type CustomerOrder = { isWhitelabelOrder?: boolean; cartArticlesAmount?: number };

/** The customer as the shop API returns it; fullName only when logged in. */
export type Customer = {
  emailHash: string | null;
  firstName: string | null;
  lastName: string | null;
  fullName?: string;
  isLoggedIn: boolean;
  isWhitelabelCustomer: boolean;
  number: string | null;
  order: CustomerOrder | null;
  /** Customer type number, 0 by default. */
  type: number;
};

export type LoginRequest = { email: string; password: string };
export type SignupRequest = { firstName: string; lastName: string; email: string; password: string; newsletter?: boolean };
export type PasswordResetRequest = { email: string };
export type GoogleCredentialsRequest = { credential: string };
/** Acknowledgement with an optional text to show. */
export type MessageResponse = { message?: string };

export type CustomerDataRequest = {
  /** The current page's query (`location.search` or an object), forwarded for campaign attribution. */
  query?: string | Record<string, unknown>;
  /** Where the shopper came from (`document.referrer`). */
  referrer?: string;
};

/** Browsers forbid setting `Referer` from script, so the page's referrer travels in its own header. */
export const referrerHeader = 'X-Referrer';

/** GET /web-api/customer-data: the session's customer, anonymous when logged out. */
export function fetchCustomerData(request: CustomerDataRequest = {}, client: ApiClient = getApiClient()): Promise<Customer> {
  const params = typeof request.query === 'string' ? parseQuery(request.query) : request.query;
  return client.get<Customer>(`${client.baseUrls.webApi}/customer-data`, {
    params,
    headers: request.referrer ? { [referrerHeader]: request.referrer } : undefined,
  });
}

/** POST /web-api/customer-login with the form's credentials. */
export function login(credentials: LoginRequest, client: ApiClient = getApiClient()): Promise<Customer> {
  return client.post<Customer>(`${client.baseUrls.webApi}/customer-login`, credentials, { skipUnauthorizedHook: true });
}

/** POST /web-api/customer-signup; a 400 carries the field errors (ApiError.errors). */
export function signup(form: SignupRequest, client: ApiClient = getApiClient()): Promise<Customer> {
  return client.post<Customer>(`${client.baseUrls.webApi}/customer-signup`, form, { skipUnauthorizedHook: true });
}

/** POST /web-api/customer-password-reset: sends the reset mail. */
export function requestPasswordReset(request: PasswordResetRequest, client: ApiClient = getApiClient()): Promise<MessageResponse> {
  return client.post<MessageResponse>(`${client.baseUrls.webApi}/customer-password-reset`, request);
}

/** POST /web-api/customer-logout: ends the session; fetch the customer again afterwards. */
export async function logout(client: ApiClient = getApiClient()): Promise<void> {
  await client.post<unknown>(`${client.baseUrls.webApi}/customer-logout`);
}

/** POST /web-api/customer-auth-google-credentials with the ID token from Google sign-in. */
export function signInWithGoogle(request: GoogleCredentialsRequest, client: ApiClient = getApiClient()): Promise<Customer> {
  return client.post<Customer>(`${client.baseUrls.webApi}/customer-auth-google-credentials`, request, {
    skipUnauthorizedHook: true,
  });
}
