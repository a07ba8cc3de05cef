import { channelDefaults } from '@shop/catalogue';
import type {
  CollageDesign,
  CollageDesignGroupPayload,
  CollageDesignGroupsPayload,
  CollageMerchPricePayload,
} from '@shop/contracts';
import { notFound } from '@shop/server-kit';
import type { CatalogueContext } from '../http/context';
import { articleKey } from '../model/keys';
import type { CollageDesignGroupRecord } from '../model/products';
import type { CatalogueIndex } from '../store/catalogue-index';
import { inShop, oneOf, priceIn } from './product-prices';
import { textIn } from './product-texts';

const brandGroups = (index: CatalogueIndex, ctx: CatalogueContext) =>
  index.document.collageDesignGroups.filter((g) => g.channel === ctx.channel);

function design(
  ctx: CatalogueContext,
  record: CollageDesignGroupRecord['designs'][number],
): CollageDesign {
  return {
    designId: record.designId,
    name: textIn(record.names, ctx.language),
    image: record.image,
    tileCount: record.tileCount,
    aspectRatio: record.aspectRatio,
    productTypes: [...record.productTypes],
    materialTypes: [...record.materialTypes],
  };
}

const group = (ctx: CatalogueContext, record: CollageDesignGroupRecord) => ({
  designGroupId: record.designGroupId,
  name: textIn(record.names, ctx.language),
  designs: record.designs.map((d) => design(ctx, d)),
});

export function collageDesignGroupsView(
  index: CatalogueIndex,
  ctx: CatalogueContext,
  query: { designGroupIds?: string[]; designIds?: string[] },
): CollageDesignGroupsPayload {
  const groups = brandGroups(index, ctx);
  for (const id of query.designGroupIds ?? [])
    oneOf(
      'designGroupId',
      id,
      groups.map((g) => g.designGroupId),
      inShop(ctx),
    );
  const designIds = groups.flatMap((g) => g.designs.map((d) => d.designId));
  for (const id of query.designIds ?? []) oneOf('designId', id, designIds, inShop(ctx));
  return {
    defaultDesignId: channelDefaults(ctx.channel).collageId,
    designGroups: groups
      .filter((g) => !query.designGroupIds || query.designGroupIds.includes(g.designGroupId))
      .map((g) => ({
        ...g,
        designs: g.designs.filter((d) => !query.designIds || query.designIds.includes(d.designId)),
      }))
      .filter((g) => g.designs.length > 0)
      .map((g) => group(ctx, g)),
  };
}

export function collageDesignGroupView(
  index: CatalogueIndex,
  ctx: CatalogueContext,
  query: { designId?: string },
): CollageDesignGroupPayload {
  const fallback = channelDefaults(ctx.channel).collageId;
  const designId = query.designId ?? fallback;
  for (const record of brandGroups(index, ctx)) {
    const found = record.designs.find((d) => d.designId === designId);
    if (found)
      return {
        design: design(ctx, found),
        designGroup: group(ctx, record),
        isDefault: designId === fallback,
      };
  }
  throw notFound(`No collage design "${designId}"${inShop(ctx)}`, 'collage-design-not-found');
}

export function collageMerchPriceView(
  index: CatalogueIndex,
  ctx: CatalogueContext,
  query: { productTypes?: string[] },
): CollageMerchPricePayload {
  const sold = index.document.merchProducts.flatMap((product) => {
    const price = priceIn(index, ctx, articleKey.merch(product.productType));
    return price ? [{ product, price }] : [];
  });
  for (const type of query.productTypes ?? [])
    oneOf(
      'productType',
      type,
      sold.map((s) => s.product.productType),
      inShop(ctx),
    );
  return {
    currency: ctx.currency,
    products: sold
      .filter(
        ({ product }) => !query.productTypes || query.productTypes.includes(product.productType),
      )
      .map(({ product, price }) => ({
        productType: product.productType,
        label: textIn(product.names, ctx.language),
        image: product.image,
        ...price,
      })),
  };
}
