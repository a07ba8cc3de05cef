export {
  storefrontReceived,
  $storefront,
  $locale,
  $integrations,
  $devRecaptchaAllowed,
  type AccountStorefront,
} from './storefront';
export {
  linkStatusOf,
  emailOf,
  type LinkStatus,
  type AccountDialogPayload,
} from './dialog-payload';
