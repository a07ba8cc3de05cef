import type { ConsentStatus } from './types';

const statuses: ConsentStatus[] = ['GRANTED', 'DECLINED', 'UNKNOWN'];

export const isConsentStatus = (value: unknown): value is ConsentStatus =>
  statuses.includes(value as ConsentStatus);

type UserConsent = { setStatus(granted: boolean): boolean; getStatus(): string };

/**
 * Hands a consent decision to the SDK: GRANTED starts its submitters, DECLINED stops them and
 * drops queued impressions and events. The SDK cannot go back to UNKNOWN, so that is refused.
 */
export function applyConsent(userConsent: UserConsent, status: ConsentStatus): boolean {
  if (status === 'UNKNOWN') return userConsent.getStatus() === 'UNKNOWN';
  return userConsent.setStatus(status === 'GRANTED');
}
