import type { SkuContainerPayload } from '@shop/contracts';
import { badRequest } from '@shop/server-kit';
import type { CatalogueContext } from '../http/context';
import type { MaterialRecord } from '../model/document';
import type { CatalogueIndex } from '../store/catalogue-index';
import { isSold } from './framing';
import { formatOffer } from './price-views';

export type ParsedSku = { material: MaterialRecord; formatType: string; frameType?: string };

/** Reads `leinwand-600x400` or `poster-600x400-holzrahmen-eiche` (material, format, optional frame type). */
export function parseSku(index: CatalogueIndex, sku: string): ParsedSku | undefined {
  for (const material of index.materials.values()) {
    if (!sku.startsWith(`${material.materialType}-`)) continue;
    const rest = sku.slice(material.materialType.length + 1);
    for (const { formatType } of material.formats) {
      if (rest === formatType) return { material, formatType };
      if (!rest.startsWith(`${formatType}-`)) continue;
      const frameType = rest.slice(formatType.length + 1);
      const frame = index.frameTypes.get(frameType);
      if (frame && material.frameKinds.includes(frame.frameKind))
        return { material, formatType, frameType };
    }
  }
  return undefined;
}

/** What a sku stands for (material, format, frame) and its price in the shopper's country. */
export function skuContainerView(
  index: CatalogueIndex,
  ctx: CatalogueContext,
  query: { sku: string },
): SkuContainerPayload {
  const parsed = parseSku(index, query.sku);
  const frame = parsed?.frameType ? index.frameTypes.get(parsed.frameType) : undefined;
  const framing = frame ? { frameKind: frame.frameKind, frameType: frame.frameType } : null;
  const offer =
    parsed && isSold(index, ctx, parsed.material)
      ? formatOffer(index, ctx, parsed.material, parsed.formatType, framing)
      : undefined;
  if (!parsed || !offer)
    throw badRequest(`Unknown sku "${query.sku}" for ${ctx.channel}-${ctx.country}`);
  return {
    sku: query.sku,
    product: parsed.material.product,
    currency: ctx.currency,
    context: {
      materialType: parsed.material.materialType,
      formatType: parsed.formatType,
      ...(parsed.frameType ? { frameType: parsed.frameType } : {}),
    },
    ...offer,
  };
}
