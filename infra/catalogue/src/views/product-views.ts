import {
  frameKindDefaults,
  glassOptions,
  matOptions,
  stretcherFrameDepth,
  type FrameKind,
} from '@shop/catalogue';
import type {
  AccessoryPayload,
  FramePayload,
  PhotoboxesPayload,
  PhotoOptionsGroupPayload,
} from '@shop/contracts';
import { badRequest } from '@shop/server-kit';
import type { CatalogueContext } from '../http/context';
import { articleKey } from '../model/keys';
import type { CatalogueIndex } from '../store/catalogue-index';
import { requireMaterial, resolveFraming } from './framing';
import { displaySize } from '@shop/catalogue';
import { lowest, pricedFormats } from './price-views';

// Mats and glass belong to the frames that hold a picture behind glass.
const glazed = new Set<FrameKind>(['alurahmen', 'holzrahmen', 'kunststoffrahmen', 'fotorahmen']);

export function frameView(
  index: CatalogueIndex,
  ctx: CatalogueContext,
  query: { materialType: string; frameType?: string },
): FramePayload {
  const material = requireMaterial(index, ctx, query.materialType);
  const only = resolveFraming(index, material, query.frameType);
  const kinds = only ? [only.frameKind] : material.frameKinds;
  return {
    materialType: material.materialType,
    defaultFrameKind: material.defaultFrameKind,
    currency: ctx.currency,
    frames: kinds.map((frameKind) => {
      const formats = pricedFormats(index, ctx, material, {
        frameKind,
        frameType: frameKindDefaults[frameKind].frameType,
      });
      return {
        frameKind,
        isDefault: frameKind === material.defaultFrameKind,
        defaults: { ...frameKindDefaults[frameKind] },
        matOptions: glazed.has(frameKind) ? [...matOptions] : [],
        glassOptions: glazed.has(frameKind) ? [...glassOptions] : [],
        priceFrom:
          formats.length > 0
            ? (({ priceCurrent, priceOriginal }) => ({ priceCurrent, priceOriginal }))(
                lowest(formats),
              )
            : null,
        types: index.frameTypesOf(frameKind).map((t) => ({
          frameType: t.frameType,
          colour: t.colour,
          isDefault: t.frameType === frameKindDefaults[frameKind].frameType,
        })),
      };
    }),
  };
}

export type OptionsQuery = { materialType: string; optionTypeGroup: string; optionType?: string };

/** The options of one group for a material, and the price of the chosen (or default) one. */
export function photoOptionsGroupView(
  index: CatalogueIndex,
  ctx: CatalogueContext,
  query: OptionsQuery,
): PhotoOptionsGroupPayload {
  const material = requireMaterial(index, ctx, query.materialType);
  const group = material.options.find((o) => o.group === query.optionTypeGroup);
  if (!group) {
    const offered = material.options.map((o) => o.group).join(', ') || 'none';
    throw badRequest(
      `optionTypeGroup "${query.optionTypeGroup}" is not offered for ${material.materialType}; offered: ${offered}`,
    );
  }
  const chosen = query.optionType ?? group.default;
  if (!group.values.includes(chosen))
    throw badRequest(
      `optionType must be one of ${group.values.join(', ')} for ${group.group}; got "${chosen}"`,
    );
  const options = group.values.flatMap((optionType) => {
    const price = index.price(
      ctx.channel,
      ctx.country,
      articleKey.option(material.materialType, group.group, optionType),
    );
    if (!price) return [];
    const size =
      group.group === 'stretcherFrame'
        ? { size: stretcherFrameDepth(optionType as '25' | '38', ctx.unit) }
        : {};
    return [{ optionType, isDefault: optionType === group.default, ...price, ...size }];
  });
  const selected = options.find((o) => o.optionType === chosen);
  if (!selected)
    throw badRequest(`${group.group} ${chosen} is not sold in ${ctx.channel}-${ctx.country}`);
  return {
    materialType: material.materialType,
    optionTypeGroup: group.group,
    optionType: chosen,
    currency: ctx.currency,
    priceCurrent: selected.priceCurrent,
    priceOriginal: selected.priceOriginal,
    options,
  };
}

export function photoboxesView(
  index: CatalogueIndex,
  ctx: CatalogueContext,
  query: { photoboxType?: string },
): PhotoboxesPayload {
  const boxes = index.document.photoboxes.filter(
    (box) => !query.photoboxType || box.photoboxType === query.photoboxType,
  );
  if (boxes.length === 0)
    throw badRequest(
      `Unknown photoboxType "${query.photoboxType}"; use one of: ${index.document.photoboxes.map((b) => b.photoboxType).join(', ')}`,
    );
  const photoboxes = boxes
    .map((box) => ({
      photoboxType: box.photoboxType,
      formats: box.formats.flatMap((formatType) => {
        const price = index.price(
          ctx.channel,
          ctx.country,
          articleKey.photobox(box.photoboxType, formatType),
        );
        return price ? [{ formatType, ...displaySize(formatType, ctx.unit), ...price }] : [];
      }),
    }))
    .filter((box) => box.formats.length > 0);
  return { currency: ctx.currency, unit: ctx.unit, photoboxes };
}

export function accessoryView(
  index: CatalogueIndex,
  ctx: CatalogueContext,
  query: { sku?: string; subType?: string },
): AccessoryPayload {
  const accessories = index.accessories.flatMap((accessory) => {
    if (
      (query.sku && accessory.sku !== query.sku) ||
      (query.subType && accessory.subType !== query.subType)
    )
      return [];
    const price = index.price(ctx.channel, ctx.country, articleKey.accessory(accessory.sku));
    return price ? [{ ...accessory, subTypes: [...accessory.subTypes], ...price }] : [];
  });
  if (query.sku && accessories.length === 0)
    throw badRequest(`Unknown accessory sku "${query.sku}" for ${ctx.channel}-${ctx.country}`);
  return { currency: ctx.currency, accessories };
}
