import type { ApiClient } from './client';
import { getApiClient } from './client';
import type { StatusResponse } from './customer';

export type NewsletterSubscribeRequest = {
  email: string;
  /** reCAPTCHA token; the server refuses a subscription without one. */
  recaptchaToken: string;
};
export type NewsletterConfirmRequest = { token: string };

/** POST /web-api/newsletter-subscribe: starts the double opt-in (202 `confirmation-sent`). */
export function subscribeNewsletter(
  request: NewsletterSubscribeRequest,
  client: ApiClient = getApiClient(),
): Promise<StatusResponse> {
  return client.post<StatusResponse>(`${client.baseUrls.webApi}/newsletter-subscribe`, request);
}

/** POST /web-api/newsletter-confirm with the token from the confirmation mail (`confirmed`). */
export function confirmNewsletter(
  request: NewsletterConfirmRequest,
  client: ApiClient = getApiClient(),
): Promise<StatusResponse> {
  return client.post<StatusResponse>(`${client.baseUrls.webApi}/newsletter-confirm`, request);
}
