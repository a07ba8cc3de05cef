export { ConsentNotice } from './ui/consent-notice';
export {
  consentCookie,
  consentRestored,
  consentChosen,
  consentSettingsOpened,
  consentSettingsClosed,
  consentSettingsHash,
  $consent,
  $noticeShown,
} from './model/consent-model';
export { readPageSwitches, type PageSwitches } from './lib/switches';
