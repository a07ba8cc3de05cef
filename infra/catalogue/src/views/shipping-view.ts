import type { ShippingInformationPayload } from '@shop/contracts';
import { badRequest } from '@shop/server-kit';
import type { CatalogueContext } from '../http/context';
import type { ShippingRecord } from '../model/document';
import type { CatalogueIndex } from '../store/catalogue-index';

// The shop ships from Germany: cut-off clock times are Berlin times.
const timeZone = 'Europe/Berlin';
const dayMs = 86_400_000;
const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function wallClock(time: number) {
  const map = Object.fromEntries(parts.formatToParts(time).map((p) => [p.type, p.value]));
  return {
    day: `${map.year}-${map.month}-${map.day}`,
    minutes: Number(map.hour) * 60 + Number(map.minute),
  };
}

/** The instant of a Berlin wall-clock time on a day (`2026-11-24`, `14:00`), daylight saving included. */
export function berlinTime(day: string, clock: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [h, min] = clock.split(':').map(Number) as [number, number];
  const wanted = Date.UTC(y, m - 1, d, h, min);
  let guess = wanted;
  for (let i = 0; i < 2; i++) {
    const seen = wallClock(guess);
    const [sy, sm, sd] = seen.day.split('-').map(Number) as [number, number, number];
    guess += wanted - (Date.UTC(sy, sm - 1, sd) + seen.minutes * 60_000);
  }
  return new Date(guess);
}

const weekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + dayMs).toISOString().slice(0, 10);

/** The day whose cut-offs apply at `now`: today until its last cut-off, then the next day that ships. */
export function shippingDay(row: ShippingRecord, now: number): string {
  let day = wallClock(now).day;
  for (let i = 0; i < 8; i++, day = nextDay(day)) {
    const dow = weekday(day);
    const last = dow === 6 ? row.saturdayLodEnd : dow === 0 ? null : row.lodEnd;
    if (last && berlinTime(day, last).getTime() > now) return day;
  }
  return day;
}

function shippingRow(index: CatalogueIndex, ctx: CatalogueContext): ShippingRecord {
  const row = index.shippingFor(ctx.channel, ctx.country);
  if (!row) throw badRequest(`No shipping is configured for ${ctx.channel}-${ctx.country}`);
  return row;
}

/** What a cached answer depends on besides the catalogue: the shipping day. */
export const shippingVariant = (index: CatalogueIndex, ctx: CatalogueContext, now: number) => {
  const row = index.shippingFor(ctx.channel, ctx.country);
  return row ? shippingDay(row, now) : '';
};

/** Cut-offs (delivery countdown fields) of the current shipping day, and the shipping costs. */
export function shippingInformationView(
  index: CatalogueIndex,
  ctx: CatalogueContext,
  now: number,
): ShippingInformationPayload {
  const row = shippingRow(index, ctx);
  const day = shippingDay(row, now);
  const at = (clock: string | null) => (clock ? berlinTime(day, clock).toISOString() : null);
  const saturday = weekday(day) === 6;
  const end = saturday ? row.saturdayLodEnd! : row.lodEnd;
  return {
    country: ctx.country,
    currency: ctx.currency,
    lodStart: at(row.lodStart)!,
    safetyLodEnd: at(saturday ? end : row.safetyLodEnd)!,
    lodEnd: at(end)!,
    expressLodEnd: saturday ? null : at(row.expressLodEnd),
    saturdayLodEnd: saturday ? at(row.saturdayLodEnd) : null,
    shippingCost: row.shippingCost,
    freeShippingFrom: row.freeShippingFrom,
    expressCost: row.expressCost,
    deliveryDays: { ...row.deliveryDays },
  };
}
