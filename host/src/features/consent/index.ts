export { ConsentNotice } from './ui/consent-notice';
export {
  consentCookie,
  consentRestored,
  consentChosen,
  $consent,
  $noticeShown,
} from './model/consent-model';
export { readPageSwitches, type PageSwitches } from './lib/switches';
