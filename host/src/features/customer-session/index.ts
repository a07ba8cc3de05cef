import { sessionStarted } from './session-model';
import { pageQueryRead } from './mail-link-outcome';

export { sessionStarted, fetchCustomerFx } from './session-model';
export { pageQueryRead, readLinkOutcome, forgetLinkOutcomeFx } from './mail-link-outcome';

/**
 * The shell's part of the account: who is signed in, and the outcome of a mailed link in the
 * address. The account remote itself loads only when one of its dialogs or pages is opened.
 */
export function startCustomerSession(search: string) {
  pageQueryRead(search);
  sessionStarted();
}
