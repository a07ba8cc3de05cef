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
export { csrfHeader, csrfErrorCode, giftVoucherPath, shopApiRoot } from './csrf';
export {
  dedupe,
  clearDedupe,
  createDedupeStore,
  type DedupeOptions,
  type DedupeStore,
} from './dedupe';
export { setRequestScopeResolver, type RequestScope } from './request-scope';
export { preloadApiClient } from './preload';
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
  buyGiftVoucher,
  redeemVoucher,
  checkVoucher,
  sendContactMessage,
  type ContactMessageRequest,
  type ContactMessageSent,
  type GiftVoucherPurchase,
  type GiftVoucherPurchaseRequest,
  type VoucherAnswer,
  type VoucherRequest,
} from './shop-forms';
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
export { fetchCalendarDesignGroup, fetchCalendarPrice } from './products/calendars';
export {
  fetchCardAccessories,
  fetchCardAccessoryOrder,
  fetchCardAccessoryPrice,
  fetchCardPrice,
} from './products/cards';
export { fetchThemes, fetchTheme } from './products/themes';
export {
  fetchPhotobookTypes,
  fetchPhotobookDesignGroupSets,
  fetchPhotobookPrice,
} from './products/photobooks';
export {
  fetchCollageDesignGroups,
  fetchCollageDesignGroup,
  fetchCollageMerchPrices,
} from './products/collages';
export {
  fetchPhotoboxData,
  fetchPhotoFramePricesFrom,
  fetchPhotoFrameSelection,
} from './products/photo-products';
export {
  fetchAccessoryRecords,
  fetchAccessoryPrices,
  fetchExpressShop,
  fetchCustomerPictures,
  fetchShippingInformation,
} from './products/shop-extras';
export {
  fetchCalculatorReference,
  fetchFormatPrices,
  type CalculatorReferenceRequest,
  type FormatPricesRequest,
} from './catalogue';
