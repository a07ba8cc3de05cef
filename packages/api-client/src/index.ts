export {
  createApiClient,
  configureApiClient,
  getApiClient,
  retryStatuses,
  retriedMethods,
  maxRetries,
  type ApiClient,
  type ApiRequest,
} from './client';
export {
  defaultBaseUrls,
  baseUrlOverrideParams,
  defaultTimeoutMs,
  defaultRetryDelayMs,
  resolveBaseUrls,
  apiHostFor,
  type ApiBaseUrls,
  type ApiClientConfig,
} from './config';
export {
  ApiError,
  TimeoutError,
  NetworkError,
  isApiError,
  isTimeoutError,
  type FieldError,
  type ApiErrorBody,
} from './errors';
export { serializeQuery, parseQuery } from './query';
export { csrfHeader, csrfErrorCode } from './csrf';
export {
  dedupe,
  clearDedupe,
  createDedupeStore,
  type DedupeOptions,
  type DedupeStore,
} from './dedupe';
export {
  fetchCustomerData,
  login,
  signup,
  requestPasswordReset,
  confirmPasswordReset,
  logout,
  signInWithGoogle,
  referrerHeader,
  type Customer,
  type CustomerOrder,
  type CustomerDataRequest,
  type LoginRequest,
  type SignupRequest,
  type PasswordResetRequest,
  type PasswordResetConfirmRequest,
  type GoogleCredentialsRequest,
  type StatusResponse,
} from './customer';
export {
  subscribeNewsletter,
  confirmNewsletter,
  type NewsletterSubscribeRequest,
  type NewsletterConfirmRequest,
} from './newsletter';
export {
  fetchContentStory,
  contentStoryQuery,
  storyVersion,
  defaultResolveRelations,
  visualEditorParam,
  type ContentStory,
  type ContentStoryRequest,
  type StoryVersion,
} from './content';
export { fetchCollageDesignGroup } from './collage';
export {
  fetchCalculatorReference,
  fetchFormatPrices,
  type CalculatorReferenceRequest,
  type FormatPricesRequest,
} from './catalogue';
