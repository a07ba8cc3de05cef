import type { LinkStatus } from '@shop/contracts';

export type { LinkStatus };

/** Payloads the account dialogs understand; anything else on the bus is ignored. */
export type AccountDialogPayload = { linkStatus?: LinkStatus; email?: string };

export function linkStatusOf(payload: unknown): LinkStatus | null {
  const status = (payload as AccountDialogPayload | null | undefined)?.linkStatus;
  return status === 'confirmed' || status === 'invalid-link' ? status : null;
}

export function emailOf(payload: unknown): string {
  const email = (payload as AccountDialogPayload | null | undefined)?.email;
  return typeof email === 'string' ? email : '';
}
