/** Outcome of a mailed link, handed to the dialog that shows it. */
export type LinkStatus = 'confirmed' | 'invalid-link';

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
