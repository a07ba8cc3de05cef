import { createEffect, createEvent, createStore, sample } from 'effector';
import { accountDialogInteracted } from './page-model';

/** One entry of the tag manager's `window.dataLayer`. */
export type DataLayerEntry = { event: string } & Record<string, unknown>;

/** The shell switches tracking off for a visit (`tracking=0`): then nothing reaches the data layer. */
export const trackingSwitched = createEvent<boolean>();
export const $trackingOn = createStore(true).on(trackingSwitched, (_, on) => on);

/** Everything the shop tracks passes here, so the tag manager reads one list in one format. */
export const dataLayerEntryTracked = createEvent<DataLayerEntry>();

export const pushToDataLayerFx = createEffect((entry: DataLayerEntry) => {
  const page = globalThis as { dataLayer?: unknown[] };
  (page.dataLayer ??= []).push(entry);
});

sample({ clock: dataLayerEntryTracked, filter: $trackingOn, target: pushToDataLayerFx });
sample({
  clock: accountDialogInteracted,
  fn: ({ name, dialogType }): DataLayerEntry => ({
    event: 'account_dialog',
    action: name,
    dialogType,
  }),
  target: dataLayerEntryTracked,
});
