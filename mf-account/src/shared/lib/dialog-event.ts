import type { AccountDialogEventName, DialogType } from '@shop/contracts';

/** Payload of the bus's `accountDialogEvent` (spec section 8). */
export function dialogEvent(name: AccountDialogEventName, dialogType: DialogType) {
  return { name, dialogType };
}
