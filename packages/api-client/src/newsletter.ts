import type {
  NewsletterConfirmRequest,
  NewsletterSubscribeRequest as NewsletterSubscribeBody,
} from '@shop/contracts';
import type { ApiClient } from './client';
import { getApiClient } from './client';
import type { StatusResponse } from './customer';

/** The reCAPTCHA token is optional on the wire only so the server can answer its absence with a message. */
export type NewsletterSubscribeRequest = Required<NewsletterSubscribeBody>;
export type { NewsletterConfirmRequest };

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
