import { frameKindDefaults, frameKinds, type FrameKind } from '@shop/catalogue';
import { badRequest } from '@shop/server-kit';
import type { CatalogueContext } from '../http/context';
import type { MaterialRecord } from '../model/document';
import type { CatalogueIndex } from '../store/catalogue-index';

export type Framing = { frameKind: FrameKind; frameType: string } | null;

const unframed = new Set(['none', 'ohne', 'without']);

/** A material sold in the request's country, or a 400 that lists the ones that are. */
export function requireMaterial(
  index: CatalogueIndex,
  ctx: CatalogueContext,
  materialType: string,
): MaterialRecord {
  const material = index.materials.get(materialType);
  if (material && isSold(index, ctx, material)) return material;
  const sold = [...index.materials.values()]
    .filter((m) => isSold(index, ctx, m))
    .map((m) => m.materialType);
  throw badRequest(
    `Unknown materialType "${materialType}" for ${ctx.channel}-${ctx.country}; use one of: ${sold.join(', ')}`,
  );
}

/** Whether any format of the material has a price in the request's country. */
export function isSold(
  index: CatalogueIndex,
  ctx: CatalogueContext,
  material: MaterialRecord,
): boolean {
  return material.formats.some((f) =>
    index.price(ctx.channel, ctx.country, `format/${material.materialType}/${f.formatType}`),
  );
}

/**
 * The frame a query names for a material: a frame kind (its default, black type), a frame type
 * (`holzrahmen-eiche`), or none. A frame the material is not offered with is a 400.
 */
export function resolveFraming(
  index: CatalogueIndex,
  material: MaterialRecord,
  frameType: string | undefined,
): Framing {
  if (frameType === undefined || unframed.has(frameType)) return null;
  const kind = (frameKinds as readonly string[]).includes(frameType)
    ? (frameType as FrameKind)
    : index.frameTypes.get(frameType)?.frameKind;
  if (!kind)
    throw badRequest(
      `Unknown frameType "${frameType}"; use a frame kind (${frameKinds.join(', ')}), one of its types, or none`,
    );
  if (!material.frameKinds.includes(kind)) {
    const offered = material.frameKinds.length > 0 ? material.frameKinds.join(', ') : 'none';
    throw badRequest(
      `frameType "${frameType}" is not offered for ${material.materialType}; offered: ${offered}`,
    );
  }
  return {
    frameKind: kind,
    frameType: kind === frameType ? frameKindDefaults[kind].frameType : frameType,
  };
}
