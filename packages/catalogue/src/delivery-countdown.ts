/** Cut-off times of the delivery countdown (ISO strings, epoch ms or dates). */
export type DeliveryCutoffs = {
  lodStart?: string | number | Date | null;
  safetyLodEnd?: string | number | Date | null;
  lodEnd?: string | number | Date | null;
  expressLodEnd?: string | number | Date | null;
  saturdayLodEnd?: string | number | Date | null;
};

export const deadlineFields = [
  'safetyLodEnd',
  'lodEnd',
  'expressLodEnd',
  'saturdayLodEnd',
] as const;
export type DeadlineField = (typeof deadlineFields)[number];
export type CountdownDay = 'today' | 'tomorrow' | 'date';

export type DeliveryCountdown = {
  /** Which cut-off applies. */
  field: DeadlineField;
  deadline: Date;
  /** Milliseconds left until the deadline. */
  remainingMs: number;
  /** Whether the deadline falls today, tomorrow or on a later date (in the shop's time zone). */
  day: CountdownDay;
};

function toTime(value: DeliveryCutoffs[keyof DeliveryCutoffs]): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const time =
    value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  return Number.isNaN(time) ? undefined : time;
}

/** The shop ships from Germany, so its days turn over in Berlin: the time zone of every delivery date. */
export const shopTimeZone = 'Europe/Berlin';

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

function calendarDay(time: number, timeZone: string): number {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormatters.set(timeZone, formatter);
  }
  const parts = formatter
    .formatToParts(time)
    .reduce<Record<string, string>>((acc, part) => ({ ...acc, [part.type]: part.value }), {});
  return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day)) / 86_400_000;
}

/**
 * The countdown to show at `now`: nothing while lodStart lies in the future, otherwise the first
 * deadline still ahead among safetyLodEnd, lodEnd, expressLodEnd and saturdayLodEnd, with whether
 * it falls today, tomorrow or later. Days are counted in `timeZone`.
 */
export function deliveryCountdown(
  cutoffs: DeliveryCutoffs,
  now: Date | number,
  timeZone = shopTimeZone,
): DeliveryCountdown | null {
  const nowTime = now instanceof Date ? now.getTime() : now;
  const start = toTime(cutoffs.lodStart);
  if (start !== undefined && start > nowTime) return null;
  for (const field of deadlineFields) {
    const time = toTime(cutoffs[field]);
    if (time === undefined || time <= nowTime) continue;
    const days = calendarDay(time, timeZone) - calendarDay(nowTime, timeZone);
    return {
      field,
      deadline: new Date(time),
      remainingMs: time - nowTime,
      day: days === 0 ? 'today' : days === 1 ? 'tomorrow' : 'date',
    };
  }
  return null;
}
