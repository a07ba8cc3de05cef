import { calendarTypeRules, calendarTypes, type CalendarType } from '@shop/catalogue';
import type {
  CalendarDesignGroupPayload,
  CalendarPricePayload,
  CalendarTypeOption,
} from '@shop/contracts';
import { notFound } from '@shop/server-kit';
import type { CatalogueContext } from '../http/context';
import { articleKey } from '../model/keys';
import type { CatalogueIndex } from '../store/catalogue-index';
import { cheapest, inShop, oneOf, priceIn, sumPrices, timesPrice } from './product-prices';
import { productFormat, textIn, valueLabel } from './product-texts';

const berlinMonth = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
});

/** The current month in the shop's time zone. */
export function shopMonth(now: number): { month: number; year: number } {
  const parts = berlinMonth.formatToParts(new Date(now));
  const value = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return { month: value('month'), year: value('year') };
}

/** A calendar answer depends on the month it is asked in (default start month). */
export const monthVariant = (_index: CatalogueIndex, _ctx: CatalogueContext, now: number) => {
  const { month, year } = shopMonth(now);
  return `${year}-${month}`;
};

/** Calendar types sold in the shop, with their priced formats and mountings. */
function calendarTypeOptions(index: CatalogueIndex, ctx: CatalogueContext): CalendarTypeOption[] {
  return calendarTypes.flatMap((calendarType) => {
    const rules = calendarTypeRules[calendarType];
    const formats = rules.formats.flatMap((formatType) => {
      const price = priceIn(index, ctx, articleKey.calendar(calendarType, formatType));
      return price ? [{ ...productFormat(formatType, ctx), ...price }] : [];
    });
    const mountingTypes = rules.mountings.flatMap((mounting, i) => {
      const price = priceIn(index, ctx, articleKey.calendarMounting(calendarType, mounting));
      return price
        ? [
            {
              value: mounting,
              label: valueLabel(mounting, ctx.language),
              isDefault: i === 0,
              ...price,
            },
          ]
        : [];
    });
    if (formats.length === 0 || mountingTypes.length === 0) return [];
    return [
      {
        calendarType,
        label: valueLabel(calendarType, ctx.language),
        formats,
        mountingTypes,
        defaultFormat: formats[0]!.formatType,
        defaultMounting: mountingTypes[0]!.value,
        priceFrom: cheapest(formats.map((f) => sumPrices([f, mountingTypes[0]!]))),
      },
    ];
  });
}

export function calendarDesignGroupView(
  index: CatalogueIndex,
  ctx: CatalogueContext,
  query: { designGroupId?: string; calendarType?: CalendarType },
  now: number,
): CalendarDesignGroupPayload {
  const options = calendarTypeOptions(index, ctx);
  const sold = options.map((o) => o.calendarType);
  if (query.calendarType) oneOf('calendarType', query.calendarType, sold, inShop(ctx));
  const types = query.calendarType
    ? options.filter((o) => o.calendarType === query.calendarType)
    : options;
  const ofBrand = index.document.calendarDesignGroups.filter((g) => g.channel === ctx.channel);
  let groups = ofBrand.filter(
    (g) =>
      g.calendarTypes.some((type) => sold.includes(type)) &&
      (!query.calendarType || g.calendarTypes.includes(query.calendarType)),
  );
  if (query.designGroupId) {
    groups = groups.filter((g) => g.designGroupId === query.designGroupId);
    if (groups.length === 0)
      throw notFound(
        `No calendar design group "${query.designGroupId}"${inShop(ctx)}; known: ${ofBrand.map((g) => g.designGroupId).join(', ')}`,
        'calendar-design-group-not-found',
      );
  }
  const start = shopMonth(now);
  return {
    currency: ctx.currency,
    unit: ctx.unit,
    start,
    startChoices: Array.from({ length: 13 }, (_, i) => {
      const month0 = start.month - 1 + i;
      return { month: (month0 % 12) + 1, year: start.year + Math.floor(month0 / 12) };
    }),
    calendarTypes: types,
    designGroups: groups.map((group) => {
      const groupTypes = group.calendarTypes.filter((type) => sold.includes(type));
      return {
        designGroupId: group.designGroupId,
        name: textIn(group.names, ctx.language),
        description: textIn(group.descriptions, ctx.language),
        image: group.image,
        calendarTypes: groupTypes,
        designs: group.designs.map((d) => ({
          designId: d.designId,
          name: textIn(d.names, ctx.language),
          image: d.image,
        })),
        priceFrom: cheapest(
          options.filter((o) => groupTypes.includes(o.calendarType)).map((o) => o.priceFrom),
        ),
      };
    }),
  };
}

export function calendarPriceView(
  index: CatalogueIndex,
  ctx: CatalogueContext,
  query: {
    calendarType: CalendarType;
    formatType: string;
    mountingType?: string;
    quantity?: number;
  },
): CalendarPricePayload {
  const option = calendarTypeOptions(index, ctx).find((o) => o.calendarType === query.calendarType);
  if (!option)
    oneOf(
      'calendarType',
      query.calendarType,
      calendarTypeOptions(index, ctx).map((o) => o.calendarType),
      inShop(ctx),
    );
  const formats = option!.formats.map((f) => f.formatType);
  const formatType = oneOf('formatType', query.formatType, formats, ` for ${query.calendarType}`);
  const mountingType = oneOf(
    'mountingType',
    query.mountingType ?? option!.defaultMounting,
    option!.mountingTypes.map((m) => m.value),
    ` for ${query.calendarType}`,
  );
  const format = priceIn(index, ctx, articleKey.calendar(query.calendarType, formatType))!;
  const mounting = priceIn(
    index,
    ctx,
    articleKey.calendarMounting(query.calendarType, mountingType),
  )!;
  const unitPrice = sumPrices([format, mounting]);
  const quantity = query.quantity ?? 1;
  return {
    calendarType: query.calendarType,
    formatType,
    mountingType,
    quantity,
    currency: ctx.currency,
    unitPrice,
    ...timesPrice(unitPrice, quantity),
    parts: [
      { kind: 'format', key: formatType, ...format },
      { kind: 'mounting', key: mountingType, ...mounting },
    ],
  };
}
