import { createEvent, createStore, sample } from 'effector';
import type { DialogRequest, DialogType } from '@shop/contracts';

export type DialogState = { dialogType: DialogType; dialogPayload?: unknown };

/** Any part of the page asks for a dialog; the model decides whether it opens. */
export const dialogOpenRequested = createEvent<DialogRequest>();
export const dialogCloseRequested = createEvent();
/** While blocked (e.g. a form is submitting), requests for another dialog are ignored. */
export const dialogOpeningBlockedSet = createEvent<boolean>();

export const $dialogOpeningBlocked = createStore(false).on(
  dialogOpeningBlockedSet,
  (_, blocked) => blocked,
);
export const $dialog = createStore<DialogState | null>(null).on(dialogCloseRequested, () => null);

sample({
  clock: dialogOpenRequested,
  source: { current: $dialog, blocked: $dialogOpeningBlocked },
  // Same type: the open dialog stays (its payload is refreshed); blocked: nothing changes.
  filter: ({ blocked }) => !blocked,
  fn: ({ current }, request): DialogState =>
    current && current.dialogType === request.dialogType
      ? { ...current, dialogPayload: request.dialogPayload ?? current.dialogPayload }
      : { dialogType: request.dialogType, dialogPayload: request.dialogPayload },
  target: $dialog,
});
