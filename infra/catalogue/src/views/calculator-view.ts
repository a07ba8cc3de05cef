import { nameOverride, type Locale } from '@shop/catalogue';
import type { CalculatorReferencePayload } from '@shop/contracts';
import { badRequest } from '@shop/server-kit';
import type { CatalogueContext } from '../http/context';
import type { MaterialRecord } from '../model/document';
import type { CalculatorProduct } from '../model/keys';
import type { CatalogueIndex } from '../store/catalogue-index';
import { isSold, requireMaterial } from './framing';
import { sizeLabel } from '@shop/catalogue';
import { pricedFormats } from './price-views';
import { parseSku } from './sku';

export type CalculatorQuery = {
  product?: CalculatorProduct;
  materialTypes?: string[];
  selectedValue?: string;
  sku?: string;
};

/** A material's name in the shopper's language (en-US has its own names for some). */
export function materialLabel(material: MaterialRecord, ctx: CatalogueContext): string {
  return nameOverride(material.materialType, ctx.locale as Locale) ?? material.names[ctx.language];
}

/** Everything the calculator block shows, in one answer: materials, their formats and prices, labels, the initial choice. */
export function calculatorReferenceView(
  index: CatalogueIndex,
  ctx: CatalogueContext,
  query: CalculatorQuery,
): CalculatorReferencePayload {
  const product = query.product ?? (ctx.channel === 'kartenliebe' ? 'card' : 'photoframe');
  const ofProduct = [...index.materials.values()].filter(
    (m) => m.product === product && isSold(index, ctx, m),
  );
  const chosen = query.materialTypes
    ? query.materialTypes.map((type) => {
        const material = requireMaterial(index, ctx, type);
        if (material.product !== product)
          throw badRequest(`materialTypes: ${type} is not a ${product} material`);
        return material;
      })
    : ofProduct;
  if (chosen.length === 0)
    throw badRequest(`No ${product} products are sold in ${ctx.channel}-${ctx.country}`);
  const options = chosen.map((material) => {
    const formats = pricedFormats(index, ctx, material, null).map((format) => ({
      value: format.formatType,
      label: sizeLabel(format.formatType, ctx.unit, ctx.locale),
      width: format.width,
      height: format.height,
      featured: format.featured,
      sku: format.sku,
      priceCurrent: format.priceCurrent,
      priceOriginal: format.priceOriginal,
      context: { formatType: format.formatType },
    }));
    const initial = formats.some((f) => f.value === material.initialFormat)
      ? material.initialFormat
      : formats[0]!.value;
    return {
      value: material.materialType,
      label: materialLabel(material, ctx),
      labelTranslationKey: `material.${material.materialType}`,
      context: { materialType: material.materialType, productType: product },
      formats,
      initiallySelectedFormat: initial,
    };
  });
  let selectedValue = options[0]!.value;
  let selectedFormat: string | null = null;
  if (query.sku) {
    const parsed = parseSku(index, query.sku);
    const option = parsed && options.find((o) => o.value === parsed.material.materialType);
    if (!parsed || !option || !option.formats.some((f) => f.value === parsed.formatType)) {
      throw badRequest(`sku "${query.sku}" is not one of this calculator's ${product} articles`);
    }
    selectedValue = option.value;
    selectedFormat = parsed.formatType;
  } else if (query.selectedValue) {
    if (!options.some((o) => o.value === query.selectedValue)) {
      throw badRequest(
        `selectedValue must be one of ${options.map((o) => o.value).join(', ')}; got "${query.selectedValue}"`,
      );
    }
    selectedValue = query.selectedValue;
  }
  const labels = chosen.flatMap((material, position) =>
    material.label
      ? [
          {
            index: position,
            text: material.label.text[ctx.language],
            backgroundColor: material.label.backgroundColor,
            textColor: material.label.textColor,
          },
        ]
      : [],
  );
  return {
    product,
    locale: ctx.locale,
    currency: ctx.currency,
    unit: ctx.unit,
    selectedValue,
    selectedFormat,
    context: { productType: product },
    labels,
    options,
  };
}
