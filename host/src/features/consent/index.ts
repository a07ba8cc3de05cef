export { ConsentNotice } from './ui/consent-notice';
export {
  consentRestored,
  consentChosen,
  consentSettingsOpened,
  consentSettingsClosed,
  consentSettingsHash,
  $consent,
  $noticeShown,
} from './model/consent-model';
export { readPageSwitches, type PageSwitches } from './lib/switches';
