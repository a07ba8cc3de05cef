import { hasDiscount, optionGroupNames, type OptionGroup } from '@shop/catalogue';
import type {
  ArticlePricePayload,
  CatalogueOffer,
  FormatGroupPayload,
  FormatGroupPricesImagesPayload,
  FormatPrice,
  FormatPricesPayload,
} from '@shop/contracts';
import { badRequest } from '@shop/server-kit';
import type { CatalogueContext } from '../http/context';
import type { MaterialRecord } from '../model/document';
import { articleKey, articleSku } from '../model/keys';
import type { CatalogueIndex, Price } from '../store/catalogue-index';
import { requireMaterial, resolveFraming, type Framing } from './framing';
import { displaySize } from '@shop/catalogue';
import { aspectOf } from './geometry';

const round2 = (value: number) => Math.round(value * 100) / 100;
const add = (a: Price, b: Price): Price => ({
  priceCurrent: round2(a.priceCurrent + b.priceCurrent),
  priceOriginal: round2(a.priceOriginal + b.priceOriginal),
});

/** Price of a format with its frame; undefined when either is not sold in the country. */
export function formatOffer(
  index: CatalogueIndex,
  ctx: CatalogueContext,
  material: MaterialRecord,
  format: string,
  framing: Framing,
) {
  const base = index.price(
    ctx.channel,
    ctx.country,
    articleKey.format(material.materialType, format),
  );
  if (!base || !framing) return base;
  const frame = index.price(ctx.channel, ctx.country, articleKey.frame(framing.frameKind, format));
  return frame ? add(base, frame) : undefined;
}

/** Every priced format of a material (with its frame) in the shopper's unit. */
export function pricedFormats(
  index: CatalogueIndex,
  ctx: CatalogueContext,
  material: MaterialRecord,
  framing: Framing,
): FormatPrice[] {
  return material.formats.flatMap(({ formatType, featured }) => {
    const offer = formatOffer(index, ctx, material, formatType, framing);
    if (!offer) return [];
    return [
      {
        formatType,
        sku: articleSku(material.materialType, formatType, framing?.frameType),
        ...displaySize(formatType, ctx.unit),
        featured,
        ...offer,
      },
    ];
  });
}

/** The lowest current price of a list, with its own original price. */
export function lowest(offers: CatalogueOffer[]): CatalogueOffer {
  return offers.reduce((low, offer) => (offer.priceCurrent < low.priceCurrent ? offer : low));
}

export type MaterialQuery = { materialType: string; frameType?: string };

function framed(index: CatalogueIndex, ctx: CatalogueContext, query: MaterialQuery) {
  const material = requireMaterial(index, ctx, query.materialType);
  const framing = resolveFraming(index, material, query.frameType);
  const head = {
    materialType: material.materialType,
    frameKind: framing?.frameKind ?? null,
    frameType: framing?.frameType ?? null,
  };
  return { material, framing, head };
}

export function formatPricesView(
  index: CatalogueIndex,
  ctx: CatalogueContext,
  query: MaterialQuery,
): FormatPricesPayload {
  const { material, framing, head } = framed(index, ctx, query);
  return {
    ...head,
    currency: ctx.currency,
    unit: ctx.unit,
    formats: pricedFormats(index, ctx, material, framing),
  };
}

function groupFormats(formats: FormatPrice[]) {
  const groups = new Map<
    string,
    {
      aspectRatio: string;
      orientation: ReturnType<typeof aspectOf>['orientation'];
      formats: FormatPrice[];
    }
  >();
  for (const format of formats) {
    const aspect = aspectOf(format.formatType);
    const key = `${aspect.aspectRatio}|${aspect.orientation}`;
    if (!groups.has(key)) groups.set(key, { ...aspect, formats: [] });
    groups.get(key)!.formats.push(format);
  }
  return [...groups.values()].map((group) => ({
    ...group,
    priceFrom: pick(lowest(group.formats)),
  }));
}
const pick = ({ priceCurrent, priceOriginal }: CatalogueOffer): CatalogueOffer => ({
  priceCurrent,
  priceOriginal,
});

export function formatGroupView(
  index: CatalogueIndex,
  ctx: CatalogueContext,
  query: MaterialQuery & { aspectRatio?: string },
): FormatGroupPayload {
  const { material, framing, head } = framed(index, ctx, query);
  let groups = groupFormats(pricedFormats(index, ctx, material, framing));
  if (query.aspectRatio) {
    groups = groups.filter((group) => group.aspectRatio === query.aspectRatio);
    if (groups.length === 0)
      throw badRequest(
        `${material.materialType} has no formats of aspect ratio "${query.aspectRatio}"`,
      );
  }
  return { ...head, currency: ctx.currency, unit: ctx.unit, groups };
}

/** Format groups with their from-prices and the product images under leadimage/{id}/ on the media host. */
export function formatGroupPricesImagesView(
  index: CatalogueIndex,
  ctx: CatalogueContext,
  query: MaterialQuery,
  mediaBase: string,
): FormatGroupPricesImagesPayload {
  const { material, framing, head } = framed(index, ctx, query);
  const id = [material.materialType, framing?.frameType].filter(Boolean).join('-');
  const groups = groupFormats(pricedFormats(index, ctx, material, framing)).map((group) => {
    const folder = `${mediaBase}/leadimage/${id}/${group.aspectRatio.replace(':', '-')}-${group.orientation}`;
    return {
      aspectRatio: group.aspectRatio,
      orientation: group.orientation,
      formatCount: group.formats.length,
      priceFrom: group.priceFrom,
      images: {
        frontal: `${folder}/frontal.jpg`,
        perspective: `${folder}/${framing ? 'frame-perspective' : 'perspective'}.jpg`,
        corner: `${folder}/corner.jpg`,
        material: `${mediaBase}/leadimage/${material.materialType}/material.jpg`,
      },
    };
  });
  return { ...head, currency: ctx.currency, groups };
}

export type ArticleQuery = MaterialQuery & { formatType: string; options?: Record<string, string> };

/** The price of one configured article: format, frame and options, with each part. */
export function articlePriceView(
  index: CatalogueIndex,
  ctx: CatalogueContext,
  query: ArticleQuery,
): ArticlePricePayload {
  const { material, framing, head } = framed(index, ctx, query);
  if (!material.formats.some((f) => f.formatType === query.formatType)) {
    throw badRequest(
      `Unknown formatType "${query.formatType}" for ${material.materialType}; use one of: ${material.formats.map((f) => f.formatType).join(', ')}`,
    );
  }
  const sold = (article: string, what: string) => {
    const price = index.price(ctx.channel, ctx.country, article);
    if (!price) throw badRequest(`${what} is not sold in ${ctx.channel}-${ctx.country}`);
    return price;
  };
  const parts: ArticlePricePayload['parts'] = [
    {
      kind: 'format',
      key: query.formatType,
      ...sold(
        articleKey.format(material.materialType, query.formatType),
        `${material.materialType} ${query.formatType}`,
      ),
    },
  ];
  if (framing)
    parts.push({
      kind: 'frame',
      key: framing.frameType,
      ...sold(
        articleKey.frame(framing.frameKind, query.formatType),
        `${framing.frameKind} in ${query.formatType}`,
      ),
    });
  const chosen: Record<string, string> = {};
  for (const option of material.options) chosen[option.group] = option.default;
  for (const [group, value] of Object.entries(query.options ?? {})) {
    const offered = material.options.find((o) => o.group === group);
    if (!offered) {
      const groups = material.options.map((o) => o.group);
      throw badRequest(
        `Option group "${group}" is not offered for ${material.materialType}; offered: ${groups.join(', ') || 'none'}`,
      );
    }
    if (!offered.values.includes(value))
      throw badRequest(
        `options[${group}] must be one of ${offered.values.join(', ')}; got "${value}"`,
      );
    chosen[group] = value;
  }
  for (const group of optionGroupNames.filter((name: OptionGroup) => chosen[name] !== undefined)) {
    parts.push({
      kind: 'option',
      key: `${group}:${chosen[group]}`,
      ...sold(
        articleKey.option(material.materialType, group, chosen[group]!),
        `${group} ${chosen[group]}`,
      ),
    });
  }
  const total = parts.reduce<Price>((sum, part) => add(sum, part), {
    priceCurrent: 0,
    priceOriginal: 0,
  });
  return {
    ...head,
    sku: articleSku(material.materialType, query.formatType, framing?.frameType),
    formatType: query.formatType,
    options: chosen,
    currency: ctx.currency,
    ...total,
    discount: hasDiscount(total),
    parts,
  };
}
