import {
  frameKindDefaults,
  photoFormats,
  photoPaperVariants,
  sizeLabel,
  displaySize,
} from '@shop/catalogue';
import type {
  PhotoboxDataPayload,
  ProductSelectionPhotoFrameDataPayload,
  ProductSelectionPhotoFramePricesFromPayload,
} from '@shop/contracts';
import type { CatalogueContext } from '../http/context';
import type { MaterialRecord } from '../model/document';
import { articleKey } from '../model/keys';
import type { CatalogueIndex } from '../store/catalogue-index';
import { materialLabel } from './calculator-view';
import { isSold, requireMaterial } from './framing';
import { lowest, pricedFormats } from './price-views';
import { cheapest, inShop, oneOf, priceIn } from './product-prices';
import { valueLabel } from './product-texts';

const sized = (formatType: string, ctx: CatalogueContext) => ({
  formatType,
  label: sizeLabel(formatType, ctx.unit, ctx.locale),
  ...displaySize(formatType, ctx.unit),
});

export function photoboxDataView(
  index: CatalogueIndex,
  ctx: CatalogueContext,
  query: { photoboxType?: string },
): PhotoboxDataPayload {
  const boxes = index.document.photoboxes.flatMap((box) => {
    const formats = box.formats.flatMap((formatType) => {
      const price = priceIn(index, ctx, articleKey.photobox(box.photoboxType, formatType));
      return price ? [{ ...sized(formatType, ctx), ...price }] : [];
    });
    return formats.length > 0 ? [{ box, formats }] : [];
  });
  if (query.photoboxType)
    oneOf(
      'photoboxType',
      query.photoboxType,
      boxes.map((b) => b.box.photoboxType),
      inShop(ctx),
    );
  const papers = photoPaperVariants.filter((paper) =>
    photoFormats.some((format) => priceIn(index, ctx, articleKey.photoprint(paper, format))),
  );
  return {
    currency: ctx.currency,
    unit: ctx.unit,
    photoboxes: boxes
      .filter(({ box }) => !query.photoboxType || box.photoboxType === query.photoboxType)
      .map(({ box, formats }) => ({
        photoboxType: box.photoboxType,
        label: valueLabel(box.photoboxType, ctx.language),
        formats,
        priceFrom: cheapest(formats),
      })),
    photoPrints: {
      papers: papers.map((paper) => ({ paper, label: valueLabel(paper, ctx.language) })),
      formats: photoFormats.flatMap((formatType) => {
        const prices = papers.flatMap((paper) => {
          const price = priceIn(index, ctx, articleKey.photoprint(paper, formatType));
          return price ? [{ paper, ...price }] : [];
        });
        return prices.length > 0 ? [{ ...sized(formatType, ctx), prices }] : [];
      }),
    },
  };
}

/** Wall-art materials of the query (all sold ones by default), each a 400 when not sold. */
function wallMaterials(index: CatalogueIndex, ctx: CatalogueContext, types?: string[]) {
  const sold = [...index.materials.values()].filter(
    (m) => m.product === 'photoframe' && isSold(index, ctx, m),
  );
  if (!types) return sold;
  return types.map((type) => {
    const material = requireMaterial(index, ctx, type);
    oneOf(
      'materialType',
      type,
      sold.map((m) => m.materialType),
      inShop(ctx),
    );
    return material;
  });
}

const priceFromOf = (
  index: CatalogueIndex,
  ctx: CatalogueContext,
  material: MaterialRecord,
  framed: boolean,
) => {
  const kind = material.defaultFrameKind;
  if (framed && !kind) return null;
  const formats = pricedFormats(
    index,
    ctx,
    material,
    framed && kind ? { frameKind: kind, frameType: frameKindDefaults[kind].frameType } : null,
  );
  if (formats.length === 0) return null;
  const { priceCurrent, priceOriginal } = lowest(formats);
  return { priceCurrent, priceOriginal };
};

export function productSelectionPricesFromView(
  index: CatalogueIndex,
  ctx: CatalogueContext,
  query: { materialTypes?: string[] },
): ProductSelectionPhotoFramePricesFromPayload {
  return {
    currency: ctx.currency,
    materials: wallMaterials(index, ctx, query.materialTypes).map((material) => ({
      materialType: material.materialType,
      priceFrom: priceFromOf(index, ctx, material, false)!,
      framedPriceFrom: priceFromOf(index, ctx, material, true),
    })),
  };
}

export function productSelectionDataView(
  index: CatalogueIndex,
  ctx: CatalogueContext,
  query: { materialTypes?: string[] },
  mediaBase: string,
): ProductSelectionPhotoFrameDataPayload {
  return {
    currency: ctx.currency,
    unit: ctx.unit,
    materials: wallMaterials(index, ctx, query.materialTypes).map((material) => ({
      materialType: material.materialType,
      label: materialLabel(material, ctx),
      initialFormat: material.initialFormat,
      defaultFrameKind: material.defaultFrameKind,
      formats: pricedFormats(index, ctx, material, null).map((f) => ({
        formatType: f.formatType,
        label: sizeLabel(f.formatType, ctx.unit, ctx.locale),
        featured: f.featured,
      })),
      frames: material.frameKinds.map((frameKind) => ({
        frameKind,
        isDefault: frameKind === material.defaultFrameKind,
        frameTypes: index.frameTypesOf(frameKind).map((t) => t.frameType),
      })),
      image: `${mediaBase}/leadimage/${material.materialType}/material.jpg`,
    })),
  };
}
