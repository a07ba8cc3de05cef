import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { fetchAccessoryPrices, fetchAccessoryRecords } from '@shop/api-client';
import type { AccessoryPayload, AccessoryRecordsPayload, BlockOf } from '@shop/contracts';
import { designerHref } from '../../../shared/lib/designer';
import { failureFields, logProducts } from '../../../shared/lib/log';
import type { Storefront } from '../../../shared/lib/storefront';
import { createLoadStatus } from '../../../shared/lib/load-status';

export type AccessoryBlock = BlockOf<'ProductDetailAccessory'>;
export type AccessorySetup = { block: AccessoryBlock; storefront: Storefront; cookies: string };
export type AccessoryData = { records: AccessoryRecordsPayload; prices: AccessoryPayload };

export const accessoryStarted = createEvent<AccessorySetup>();
export const variantChosen = createEvent<string>();
export const retried = createEvent();

export const loadAccessoryFx = createEffect(async (sku: string): Promise<AccessoryData> => {
  const [records, prices] = await Promise.all([
    fetchAccessoryRecords({ sku }),
    fetchAccessoryPrices({ sku }),
  ]);
  return { records, prices };
});
const logFailureFx = createEffect((error: unknown) =>
  logProducts({ level: 'error', event: 'error adding accessory', ...failureFields(error) }),
);

export const $setup = createStore<AccessorySetup | null>(null).on(
  accessoryStarted,
  (_, setup) => setup,
);
export const $data = createStore<AccessoryData | null>(null).on(
  loadAccessoryFx.doneData,
  (_, data) => data,
);
export const $status = createLoadStatus(loadAccessoryFx);
export const $record = combine(
  $data,
  $setup,
  (data, setup) =>
    data?.records.accessories.find((record) => record.sku === setup?.block.sku) ??
    data?.records.accessories[0] ??
    null,
);
export const $offer = combine(
  $data,
  $record,
  (data, record) => data?.prices.accessories.find((price) => price.sku === record?.sku) ?? null,
);
export const $variant = createStore<string | null>(null).on(
  loadAccessoryFx.doneData,
  (_, data) => data.records.accessories[0]?.subTypes[0] ?? null,
);

sample({
  clock: variantChosen,
  source: $record,
  filter: (record, value) => !!record?.subTypes.includes(value),
  fn: (_, value) => value,
  target: $variant,
});

/** The accessory goes into the basket through the designer's cart, with its sku and variant. */
export const $basketHref = combine($setup, $record, $variant, (setup, record, variant) =>
  setup && record
    ? designerHref(
        {
          kind: 'photoFrame',
          frameOnly: true,
          sku: variant ? `${record.sku}-${variant}` : record.sku,
          addToCart: true,
        },
        setup.storefront,
        setup.cookies,
      )
    : null,
);

sample({
  clock: [accessoryStarted, retried],
  source: { setup: $setup, status: $status },
  filter: ({ setup, status }) => setup !== null && status !== 'pending' && status !== 'success',
  fn: ({ setup }) => setup!.block.sku,
  target: loadAccessoryFx,
});

sample({ clock: loadAccessoryFx.failData, target: logFailureFx });

/** The loads a server render makes ahead (see `StartedScope`), by a name both builds share. */
export const accessoryAnswered = {
  accessory: loadAccessoryFx,
};
