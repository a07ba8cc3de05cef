import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { fetchCalendarDesignGroup, fetchCalendarPrice } from '@shop/api-client';
import type {
  BlockOf,
  CalendarDesignGroupPayload,
  CalendarPricePayload,
  CalendarTypeOption,
} from '@shop/contracts';
import { designerHref } from '../../../shared/lib/designer';
import { logDetailFailure, type DetailFailure } from '../../../shared/lib/log';
import type { DetailSetup } from '../../../shared/lib/storefront';
import { createLoadStatus } from '../../../shared/lib/load-status';

export type CalendarBlock = BlockOf<'ProductDetailCalendar'>;
/** `search`, the page's query: `designGroupId` and `designId` preselect a design. */
export type CalendarSetup = DetailSetup<CalendarBlock> & { now: Date };
export type StartMonth = { month: number; year: number };
export type CalendarSelection = {
  calendarType: string;
  formatType: string;
  mountingType: string;
  start: StartMonth;
};

export const calendarStarted = createEvent<CalendarSetup>();
export const calendarTypeChosen = createEvent<string>();
export const formatChosen = createEvent<string>();
export const mountingChosen = createEvent<string>();
/** `YYYY-M`, the value of the start month select. */
export const startChosen = createEvent<string>();
export const retried = createEvent();

export const loadCalendarFx = createEffect((calendarType: CalendarBlock['calendarType']) =>
  fetchCalendarDesignGroup({ calendarType }),
);
export const loadPriceFx = createEffect((selection: CalendarSelection) =>
  fetchCalendarPrice({
    calendarType: selection.calendarType as CalendarBlock['calendarType'],
    formatType: selection.formatType,
    mountingType: selection.mountingType || undefined,
  }),
);
const logFailureFx = createEffect((failure: DetailFailure) =>
  logDetailFailure('calendar', failure),
);

export const $setup = createStore<CalendarSetup | null>(null).on(
  calendarStarted,
  (_, setup) => setup,
);
export const $data = createStore<CalendarDesignGroupPayload | null>(null).on(
  loadCalendarFx.doneData,
  (_, data) => data,
);
export const $status = createLoadStatus(loadCalendarFx);
export const $selection = createStore<CalendarSelection | null>(null);
export const $price = createStore<CalendarPricePayload | null>(null).reset(loadPriceFx);
export const $priceStatus = createLoadStatus(loadPriceFx);

/** The type's formats the page offers: those the block names (in its order), else all of them. */
export function offeredFormats(option: CalendarTypeOption, block: CalendarBlock) {
  if (option.calendarType !== block.calendarType) return option.formats;
  const named = block.formats
    .map((formatType) => option.formats.find((format) => format.formatType === formatType))
    .filter((format) => format !== undefined);
  return named.length > 0 ? named : option.formats;
}

/** The type's mountings the page offers: those the block names, else all of them. */
export function offeredMountings(option: CalendarTypeOption, block: CalendarBlock) {
  if (option.calendarType !== block.calendarType || block.mountingTypes.length === 0)
    return option.mountingTypes;
  const named = option.mountingTypes.filter((choice) =>
    (block.mountingTypes as readonly string[]).includes(choice.value),
  );
  return named.length > 0 ? named : option.mountingTypes;
}

const optionOf = (data: CalendarDesignGroupPayload | null, calendarType: string | undefined) =>
  data?.calendarTypes.find((option) => option.calendarType === calendarType);

/** The selection for a calendar type: keeps the format and mounting when the type allows them. */
export function selectionFor(
  option: CalendarTypeOption,
  block: CalendarBlock,
  previous: Partial<CalendarSelection>,
  start: StartMonth,
): CalendarSelection {
  const formats = offeredFormats(option, block);
  const mountings = offeredMountings(option, block);
  const formatType = formats.some((format) => format.formatType === previous.formatType)
    ? previous.formatType!
    : ((formats.find((format) => format.formatType === option.defaultFormat) ?? formats[0])
        ?.formatType ?? option.defaultFormat);
  const mountingType = mountings.some((choice) => choice.value === previous.mountingType)
    ? previous.mountingType!
    : ((mountings.find((choice) => choice.isDefault) ?? mountings[0])?.value ??
      option.defaultMounting);
  return {
    calendarType: option.calendarType,
    formatType,
    mountingType,
    start: previous.start ?? start,
  };
}

export const $option = combine(
  $data,
  $selection,
  $setup,
  (data, selection, setup) =>
    optionOf(data, selection?.calendarType ?? setup?.block.calendarType) ?? null,
);

export const $designGroup = combine($data, $setup, (data, setup) => {
  if (!data || !setup) return null;
  const wanted = new URLSearchParams(setup.search).get('designGroupId');
  return (
    data.designGroups.find((group) => group.designGroupId === wanted) ??
    data.designGroups.find((group) => group.calendarTypes.includes(setup.block.calendarType)) ??
    data.designGroups[0] ??
    null
  );
});

export const $designerHref = combine(
  $setup,
  $selection,
  $designGroup,
  (setup, selection, group) => {
    if (!setup || !selection) return null;
    const designId = new URLSearchParams(setup.search).get('designId') ?? undefined;
    return designerHref(
      {
        kind: 'calendar',
        calendarType: selection.calendarType,
        designGroupId: group?.designGroupId,
        designId,
        formatType: selection.formatType,
        mountingType: selection.mountingType,
        startDate: `${selection.start.year}-${String(selection.start.month).padStart(2, '0')}`,
      },
      setup.storefront,
      setup.cookies,
      setup.now,
    );
  },
);

sample({
  clock: [calendarStarted, retried],
  source: $setup,
  filter: Boolean,
  fn: (setup) => setup.block.calendarType,
  target: loadCalendarFx,
});

sample({
  clock: loadCalendarFx.doneData,
  source: { setup: $setup, selection: $selection },
  filter: ({ setup }) => setup !== null,
  fn: ({ setup, selection }, data) => {
    const option =
      optionOf(data, selection?.calendarType ?? setup!.block.calendarType) ?? data.calendarTypes[0];
    return option ? selectionFor(option, setup!.block, selection ?? {}, data.start) : null;
  },
  target: $selection,
});

sample({
  clock: calendarTypeChosen,
  source: { setup: $setup, data: $data, selection: $selection },
  filter: ({ setup, data }, calendarType) => !!setup && !!optionOf(data, calendarType),
  fn: ({ setup, data, selection }, calendarType) =>
    selectionFor(optionOf(data, calendarType)!, setup!.block, selection ?? {}, data!.start),
  target: $selection,
});

sample({
  clock: formatChosen,
  source: { selection: $selection, option: $option, setup: $setup },
  filter: ({ selection, option, setup }, formatType) =>
    !!selection &&
    !!option &&
    !!setup &&
    offeredFormats(option, setup.block).some((format) => format.formatType === formatType),
  fn: ({ selection }, formatType) => ({ ...selection!, formatType }),
  target: $selection,
});

sample({
  clock: mountingChosen,
  source: { selection: $selection, option: $option, setup: $setup },
  filter: ({ selection, option, setup }, mountingType) =>
    !!selection &&
    !!option &&
    !!setup &&
    offeredMountings(option, setup.block).some((choice) => choice.value === mountingType),
  fn: ({ selection }, mountingType) => ({ ...selection!, mountingType }),
  target: $selection,
});

sample({
  clock: startChosen,
  source: { selection: $selection, data: $data },
  filter: ({ selection, data }, value) =>
    !!selection &&
    !!data &&
    data.startChoices.some((choice) => `${choice.year}-${choice.month}` === value),
  fn: ({ selection }, value) => {
    const [year, month] = value.split('-').map(Number) as [number, number];
    return { ...selection!, start: { year, month } };
  },
  target: $selection,
});

// Only what changes the price asks for a new one; the start month does not.
sample({
  clock: $selection.updates,
  source: $price,
  filter: (price, selection) =>
    selection !== null && (price === null || priceKey(price) !== priceKey(selection)),
  fn: (_, selection) => selection!,
  target: loadPriceFx,
});

sample({
  clock: retried,
  source: { selection: $selection, status: $priceStatus },
  filter: ({ selection, status }) => selection !== null && status === 'error',
  fn: ({ selection }) => selection!,
  target: loadPriceFx,
});

const priceKey = (value: Pick<CalendarSelection, 'calendarType' | 'formatType' | 'mountingType'>) =>
  `${value.calendarType}/${value.formatType}/${value.mountingType}`;

// An answer for a selection the shopper has already left is dropped.
sample({
  clock: loadPriceFx.done,
  source: $selection,
  filter: (selection, { params }) => selection !== null && priceKey(selection) === priceKey(params),
  fn: (_, { result }) => result,
  target: $price,
});

sample({
  clock: loadCalendarFx.failData,
  fn: (error) => ({ call: 'calendar-design-group', error }),
  target: logFailureFx,
});
sample({
  clock: loadPriceFx.failData,
  fn: (error) => ({ call: 'calendar-price', error }),
  target: logFailureFx,
});

/** The loads a server render makes ahead (see `StartedScope`), by a name both builds share. */
export const calendarAnswered = {
  calendar: loadCalendarFx,
  'calendar-price': loadPriceFx,
};
