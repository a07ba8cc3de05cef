import type { ApiClient } from './client';
import { getApiClient } from './client';
import type { MessageResponse } from './customer';

export type NewsletterSubscribeRequest = {
  email: string;
  /** reCAPTCHA token; the server refuses a subscription without one. */
  recaptchaToken: string;
  firstName?: string;
};
export type NewsletterConfirmRequest = { token: string };

/** POST /web-api/newsletter-subscribe: starts the double opt-in. */
export function subscribeNewsletter(request: NewsletterSubscribeRequest, client: ApiClient = getApiClient()): Promise<MessageResponse> {
  return client.post<MessageResponse>(`${client.baseUrls.webApi}/newsletter-subscribe`, request);
}

/** POST /web-api/newsletter-confirm with the token from the confirmation mail. */
export function confirmNewsletter(request: NewsletterConfirmRequest, client: ApiClient = getApiClient()): Promise<MessageResponse> {
  return client.post<MessageResponse>(`${client.baseUrls.webApi}/newsletter-confirm`, request);
}
