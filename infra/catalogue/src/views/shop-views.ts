import { aspectRatioValue, frameKindDefaults, frameKinds, type FrameKind } from '@shop/catalogue';
import type {
  AspectRatioPayload,
  Campaign,
  CampaignDataPayload,
  LocalizedUrlsPayload,
  ShopFrontendsInitialDataPayload,
  VariantsForFrameTypesPayload,
} from '@shop/contracts';
import { badRequest } from '@shop/server-kit';
import type { CatalogueContext } from '../http/context';
import type { CatalogueIndex } from '../store/catalogue-index';
import { materialLabel } from './calculator-view';
import { isSold, requireMaterial } from './framing';
import { displaySize } from '@shop/catalogue';
import { aspectOf } from './geometry';
import { pricedFormats } from './price-views';

/** Frame kinds (or the kinds of named frame types) with their colour variants and the materials sold with them. */
export function variantsForFrameTypesView(
  index: CatalogueIndex,
  ctx: CatalogueContext,
  query: { frameTypes?: string[] },
): VariantsForFrameTypesPayload {
  const kinds = (query.frameTypes ?? [...frameKinds]).map((name) => {
    const kind = (frameKinds as readonly string[]).includes(name)
      ? (name as FrameKind)
      : index.frameTypes.get(name)?.frameKind;
    if (!kind)
      throw badRequest(`Unknown frame type "${name}"; use one of: ${frameKinds.join(', ')}`);
    return kind;
  });
  const sold = [...index.materials.values()].filter((m) => isSold(index, ctx, m));
  return {
    variants: [...new Set(kinds)].map((frameKind) => ({
      frameKind,
      defaults: { ...frameKindDefaults[frameKind] },
      types: index
        .frameTypesOf(frameKind)
        .map((t) => ({ frameType: t.frameType, colour: t.colour })),
      materials: sold.filter((m) => m.frameKinds.includes(frameKind)).map((m) => m.materialType),
    })),
  };
}

const ratioOf = (aspectRatio: string) =>
  aspectRatio === 'square'
    ? 1
    : aspectRatio === 'din'
      ? Math.SQRT2
      : (aspectRatioValue(aspectRatio) ?? null);

/** A material's formats grouped by aspect ratio and orientation, in the shopper's unit. */
export function aspectRatioView(
  index: CatalogueIndex,
  ctx: CatalogueContext,
  query: { materialType: string; aspectRatio?: string },
): AspectRatioPayload {
  const material = requireMaterial(index, ctx, query.materialType);
  const groups = new Map<string, AspectRatioPayload['aspectRatios'][number]>();
  for (const { formatType } of pricedFormats(index, ctx, material, null)) {
    const aspect = aspectOf(formatType);
    if (query.aspectRatio && aspect.aspectRatio !== query.aspectRatio) continue;
    const key = `${aspect.aspectRatio}|${aspect.orientation}`;
    if (!groups.has(key))
      groups.set(key, { ...aspect, ratio: ratioOf(aspect.aspectRatio), formats: [] });
    groups.get(key)!.formats.push({ formatType, ...displaySize(formatType, ctx.unit) });
  }
  if (query.aspectRatio && groups.size === 0)
    throw badRequest(
      `${material.materialType} has no formats of aspect ratio "${query.aspectRatio}"`,
    );
  return {
    materialType: material.materialType,
    unit: ctx.unit,
    aspectRatios: [...groups.values()],
  };
}

function currentCampaign(
  index: CatalogueIndex,
  ctx: CatalogueContext,
  now: number,
): Campaign | null {
  const [campaign] = index
    .activeCampaigns(ctx.channel, ctx.country, now)
    .sort((a, b) => Date.parse(b.startsAt) - Date.parse(a.startsAt));
  if (!campaign) return null;
  const { id, code, discountPercent, startsAt, endsAt, backgroundColor, textColor } = campaign;
  return {
    id,
    headline: campaign.headline[ctx.language],
    code,
    discountPercent,
    startsAt,
    endsAt,
    backgroundColor,
    textColor,
  };
}

/** Which campaigns run decides a cached campaign answer besides the catalogue. */
export const campaignVariant = (index: CatalogueIndex, ctx: CatalogueContext, now: number) =>
  index
    .activeCampaigns(ctx.channel, ctx.country, now)
    .map((c) => c.id)
    .join(',');

export const campaignDataView = (
  index: CatalogueIndex,
  ctx: CatalogueContext,
  now: number,
): CampaignDataPayload => ({
  campaign: currentCampaign(index, ctx, now),
});

/** A page's path in every locale of the brand, found by its key or by its path in the request's locale. */
export function localizedUrlsView(
  index: CatalogueIndex,
  ctx: CatalogueContext,
  query: { pageKey?: string; path?: string },
): LocalizedUrlsPayload {
  if (!query.pageKey === !query.path) throw badRequest('Give either pageKey or path');
  const rows = index.document.localizedUrls.filter((u) => u.channel === ctx.channel);
  const wanted = query.path && (query.path.replace(/\/+$/, '') || '/');
  const pageKey =
    query.pageKey ??
    rows.find((u) => u.locale === ctx.locale && (u.path.replace(/\/+$/, '') || '/') === wanted)
      ?.pageKey;
  const urls = rows
    .filter((u) => u.pageKey === pageKey)
    .map((u) => ({ locale: u.locale, path: u.path }));
  if (!pageKey || urls.length === 0) {
    throw badRequest(
      query.pageKey
        ? `Unknown pageKey "${query.pageKey}"`
        : `No page is known under ${query.path} in ${ctx.locale}`,
    );
  }
  return { pageKey, urls: urls.sort((a, b) => a.locale.localeCompare(b.locale)) };
}

/** What every frontend needs at start: context, currency and unit, the materials on sale, the campaign, shipping. */
export function shopFrontendsInitialDataView(
  index: CatalogueIndex,
  ctx: CatalogueContext,
  now: number,
): ShopFrontendsInitialDataPayload {
  const shipping = index.shippingFor(ctx.channel, ctx.country);
  return {
    channel: ctx.channel,
    country: ctx.country,
    locale: ctx.locale,
    currency: ctx.currency,
    unit: ctx.unit,
    materials: [...index.materials.values()]
      .filter((m) => isSold(index, ctx, m))
      .map((m) => ({
        materialType: m.materialType,
        product: m.product,
        label: materialLabel(m, ctx),
        defaultFrameKind: m.defaultFrameKind,
      })),
    campaign: currentCampaign(index, ctx, now),
    shipping: shipping
      ? {
          shippingCost: shipping.shippingCost,
          freeShippingFrom: shipping.freeShippingFrom,
          deliveryDays: { ...shipping.deliveryDays },
        }
      : null,
    changeNumber: index.changeNumber,
  };
}
