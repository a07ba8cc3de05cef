import type { AccountDialogEventName, DialogType } from '@shop/contracts';

/** What the shopper did in which account dialog, as the bus's `accountDialogInteracted` carries it. */
export function dialogEvent(name: AccountDialogEventName, dialogType: DialogType) {
  return { name, dialogType };
}
