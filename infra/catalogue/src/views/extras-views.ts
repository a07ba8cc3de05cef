import { envelopeSizeClasses, envelopeSizeOf, languageOf } from '@shop/catalogue';
import type {
  AccessoryRecordsPayload,
  CustomerPicturePayload,
  ExpressShopPayload,
} from '@shop/contracts';
import { notFound } from '@shop/server-kit';
import type { CatalogueContext } from '../http/context';
import { articleKey } from '../model/keys';
import type { CatalogueIndex } from '../store/catalogue-index';
import { shippingInformationView } from './shipping-view';
import { inShop, oneOf, priceIn } from './product-prices';
import { textIn, valueLabel } from './product-texts';

/** The accessory records the brand sells (those with a price in the shop). */
export function accessoryRecordsView(
  index: CatalogueIndex,
  ctx: CatalogueContext,
  query: { sku?: string; subType?: string },
): AccessoryRecordsPayload {
  const sold = index.accessories.filter((a) => priceIn(index, ctx, articleKey.accessory(a.sku)));
  if (query.subType)
    oneOf('subType', query.subType, [...new Set(sold.map((a) => a.subType))], inShop(ctx));
  const accessories = sold.filter(
    (a) => (!query.sku || a.sku === query.sku) && (!query.subType || a.subType === query.subType),
  );
  if (query.sku && accessories.length === 0)
    throw notFound(`No accessory "${query.sku}"${inShop(ctx)}`, 'accessory-not-found');
  return {
    accessories: accessories.map((a) => {
      const envelopeSize = envelopeSizeOf(a.width, a.height) ?? null;
      return {
        sku: a.sku,
        subType: a.subType,
        label: `${valueLabel(a.subType, ctx.language)}${envelopeSize ? ` ${envelopeSize}` : ''}`,
        width: a.width,
        height: a.height,
        subTypes: [...a.subTypes],
        envelopeSize,
        sizeClass: envelopeSize ? envelopeSizeClasses[envelopeSize] : null,
        image: `catalogue/accessories/accessory-${a.sku}.jpg`,
      };
    }),
  };
}

// Express parcels reach French-speaking shoppers within 24 h, everyone else within 48 h.
const expressHours = (ctx: CatalogueContext) => (languageOf(ctx.locale) === 'fr' ? 24 : 48);

export function expressShopView(
  index: CatalogueIndex,
  ctx: CatalogueContext,
  now: number,
): ExpressShopPayload {
  const shipping = index.shippingFor(ctx.channel, ctx.country);
  const info = shipping ? shippingInformationView(index, ctx, now) : null;
  const available = Boolean(info?.expressLodEnd && shipping?.expressCost !== null);
  return {
    country: ctx.country,
    currency: ctx.currency,
    available,
    expressLodEnd: available ? info!.expressLodEnd : null,
    expressCost: available ? shipping!.expressCost : null,
    deliveryHours: available ? expressHours(ctx) : null,
    productTypes: available
      ? ctx.channel === 'kartenliebe'
        ? ['card', 'calendar']
        : ['photoframe', 'photoprint', 'card', 'calendar']
      : [],
  };
}

export function customerPictureView(
  index: CatalogueIndex,
  ctx: CatalogueContext,
  query: { productType?: string; limit?: number },
): CustomerPicturePayload {
  const ofBrand = index.document.customerPictures.filter((p) => p.channel === ctx.channel);
  if (query.productType)
    oneOf(
      'productType',
      query.productType,
      [...new Set(ofBrand.map((p) => p.productType))],
      inShop(ctx),
    );
  const pictures = ofBrand
    .filter((p) => !query.productType || p.productType === query.productType)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return {
    total: pictures.length,
    pictures: pictures.slice(0, query.limit ?? 12).map((p) => ({
      pictureId: p.pictureId,
      image: p.image,
      alt: textIn(p.alt, ctx.language),
      customerName: p.customerName,
      city: p.city,
      productType: p.productType,
      materialType: p.materialType,
      caption: textIn(p.caption, ctx.language),
      createdAt: p.createdAt,
    })),
  };
}
