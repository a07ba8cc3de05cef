export { createFlagTreatments, type FlagShopper, type FlagTreatments } from './treatments';
// The edge reads the shopper's choice from the request to render the consent notice of a first visit.
export { readConsentCookie } from '../consent-cookie';
