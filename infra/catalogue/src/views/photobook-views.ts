import { channelDefaults, photobookOrientation } from '@shop/catalogue';
import type {
  PhotobookDesignGroupSetPayload,
  PhotobookPricePayload,
  PhotobookTypeOption,
  PhotobookTypesPayload,
} from '@shop/contracts';
import { badRequest, notFound } from '@shop/server-kit';
import type { CatalogueContext } from '../http/context';
import { articleKey, type PhotobookOptionGroup } from '../model/keys';
import type { PhotobookTypeRecord } from '../model/products';
import type { CatalogueIndex, Price } from '../store/catalogue-index';
import { cheapest, inShop, oneOf, priceIn, sumPrices, timesPrice } from './product-prices';
import { productFormat, textIn, valueLabel } from './product-texts';

const groupsOf = (book: PhotobookTypeRecord): Record<PhotobookOptionGroup, readonly string[]> => ({
  cover: book.covers,
  binding: book.bindings,
  paper: book.papers,
  refinement: book.refinements,
});

/** The priced choices of one option group of a photobook type. */
function choices(
  index: CatalogueIndex,
  ctx: CatalogueContext,
  book: PhotobookTypeRecord,
  group: PhotobookOptionGroup,
) {
  return groupsOf(book)[group].flatMap((value, i) => {
    const price = priceIn(index, ctx, articleKey.photobookOption(book.photobookType, group, value));
    return price
      ? [{ value, label: valueLabel(value, ctx.language), isDefault: i === 0, ...price }]
      : [];
  });
}

/** A photobook type with its priced options; null where the shop does not sell it. */
function typeOption(
  index: CatalogueIndex,
  ctx: CatalogueContext,
  book: PhotobookTypeRecord,
): PhotobookTypeOption | null {
  const formats = book.formats.flatMap((formatType) => {
    const price = priceIn(index, ctx, articleKey.photobook(book.photobookType, formatType));
    return price
      ? [
          {
            ...productFormat(formatType, ctx),
            photobookOrientation: photobookOrientation(formatType),
            ...price,
          },
        ]
      : [];
  });
  if (formats.length === 0) return null;
  const [covers, bindings, papers, refinements] = (
    ['cover', 'binding', 'paper', 'refinement'] as const
  ).map((group) => choices(index, ctx, book, group));
  return {
    photobookType: book.photobookType,
    label: valueLabel(book.photobookType, ctx.language),
    covers: covers!,
    bindings: bindings!,
    papers: papers!,
    formats,
    pageCount: { ...book.pageCount },
    extraPages: formats.flatMap(({ formatType }) => {
      const price = priceIn(index, ctx, articleKey.photobookPages(book.photobookType, formatType));
      return price ? [{ formatType, ...price }] : [];
    }),
    refinements: refinements!,
    coverLamination: channelDefaults(ctx.channel).photobookCoverLamination,
    categoryIds: [...book.categoryIds],
    priceFrom: cheapest(formats),
  };
}

function soldTypes(index: CatalogueIndex, ctx: CatalogueContext): PhotobookTypeOption[] {
  return index.document.photobookTypes.flatMap((book) => typeOption(index, ctx, book) ?? []);
}

function requireCategories(index: CatalogueIndex, ids: string[]) {
  const known = index.document.photobookCategories.map((c) => c.categoryId);
  for (const id of ids) oneOf('categoryId', id, known);
}

function requireSet(index: CatalogueIndex, ctx: CatalogueContext, id: string) {
  const sets = index.document.photobookDesignGroupSets.filter((s) => s.channel === ctx.channel);
  const set = sets.find((s) => s.designGroupSetId === id);
  if (!set)
    throw notFound(
      `No photobook design group set "${id}"${inShop(ctx)}; known: ${sets.map((s) => s.designGroupSetId).join(', ')}`,
      'photobook-design-group-set-not-found',
    );
  return set;
}

export function photobookTypesView(
  index: CatalogueIndex,
  ctx: CatalogueContext,
  query: { categoryIds: string[]; designGroupSetId?: string },
): PhotobookTypesPayload {
  requireCategories(index, query.categoryIds);
  const set = query.designGroupSetId ? requireSet(index, ctx, query.designGroupSetId) : null;
  const types = soldTypes(index, ctx)
    .filter((type) => type.categoryIds.some((id) => query.categoryIds.includes(id)))
    .filter((type) => !set || set.photobookTypes.includes(type.photobookType as never))
    .map((type) => {
      if (!set) return type;
      const formats = type.formats.filter((f) => set.formats.includes(f.formatType as never));
      return {
        ...type,
        formats,
        extraPages: type.extraPages.filter((p) =>
          formats.some((f) => f.formatType === p.formatType),
        ),
        priceFrom: formats.length > 0 ? cheapest(formats) : type.priceFrom,
      };
    })
    .filter((type) => type.formats.length > 0);
  return {
    currency: ctx.currency,
    unit: ctx.unit,
    categoryIds: [...query.categoryIds],
    designGroupSetId: set?.designGroupSetId ?? null,
    categories: index.document.photobookCategories
      .filter((c) => query.categoryIds.includes(c.categoryId))
      .map((c) => ({ categoryId: c.categoryId, name: textIn(c.names, ctx.language) })),
    types,
  };
}

export function photobookDesignGroupSetView(
  index: CatalogueIndex,
  ctx: CatalogueContext,
  query: { designGroupSetId?: string; categoryIds?: string[] },
): PhotobookDesignGroupSetPayload {
  if (query.categoryIds) requireCategories(index, query.categoryIds);
  const types = soldTypes(index, ctx);
  const sets = query.designGroupSetId
    ? [requireSet(index, ctx, query.designGroupSetId)]
    : index.document.photobookDesignGroupSets.filter(
        (s) =>
          s.channel === ctx.channel &&
          (!query.categoryIds || s.categoryIds.some((id) => query.categoryIds!.includes(id))),
      );
  return {
    currency: ctx.currency,
    designGroupSets: sets.flatMap((set) => {
      const offers = types
        .filter((t) => set.photobookTypes.includes(t.photobookType as never))
        .flatMap((t) => t.formats.filter((f) => set.formats.includes(f.formatType as never)));
      if (offers.length === 0) return [];
      return [
        {
          designGroupSetId: set.designGroupSetId,
          name: textIn(set.names, ctx.language),
          description: textIn(set.descriptions, ctx.language),
          image: set.image,
          categoryIds: [...set.categoryIds],
          photobookTypes: [...set.photobookTypes],
          formats: [...set.formats],
          designGroups: set.designGroups.map((group) => ({
            designGroupId: group.designGroupId,
            name: textIn(group.names, ctx.language),
            image: group.image,
            designs: group.designs.map((d) => ({
              designId: d.designId,
              name: textIn(d.names, ctx.language),
              image: d.image,
            })),
          })),
          priceFrom: cheapest(offers),
        },
      ];
    }),
  };
}

export type PhotobookPriceQuery = {
  photobookType: string;
  formatType: string;
  cover?: string;
  binding?: string;
  paper?: string;
  pageCount?: number;
  refinementType?: string;
  amount?: number;
};

export function photobookPriceView(
  index: CatalogueIndex,
  ctx: CatalogueContext,
  query: PhotobookPriceQuery,
): PhotobookPricePayload {
  const types = soldTypes(index, ctx);
  const typeName = oneOf(
    'photobookType',
    query.photobookType,
    types.map((t) => t.photobookType),
    inShop(ctx),
  );
  const type = types.find((t) => t.photobookType === typeName)!;
  const where = ` for ${typeName}`;
  const formatType = oneOf(
    'formatType',
    query.formatType,
    type.formats.map((f) => f.formatType),
    where,
  );
  const pick = (
    name: string,
    list: Array<{ value: string; isDefault: boolean } & Price>,
    value?: string,
  ) => {
    const chosen = oneOf(
      name,
      value ?? list.find((c) => c.isDefault)!.value,
      list.map((c) => c.value),
      where,
    );
    return list.find((c) => c.value === chosen)!;
  };
  const cover = pick('cover', type.covers, query.cover);
  const binding = pick('binding', type.bindings, query.binding);
  const paper = pick('paper', type.papers, query.paper);
  const refinement = pick('refinementType', type.refinements, query.refinementType);
  const { min, max, step } = type.pageCount;
  const pageCount = query.pageCount ?? type.pageCount.default;
  if (pageCount < min || pageCount > max || (pageCount - min) % step !== 0)
    throw badRequest(
      `pageCount must be ${min} to ${max} in steps of ${step}${where}; got ${pageCount}`,
    );
  const format = type.formats.find((f) => f.formatType === formatType)!;
  const perStep = type.extraPages.find((p) => p.formatType === formatType)!;
  const steps = (pageCount - min) / step;
  const parts = [
    {
      kind: 'format',
      key: formatType,
      priceCurrent: format.priceCurrent,
      priceOriginal: format.priceOriginal,
    },
    { kind: 'pages', key: String(pageCount), ...timesPrice(perStep, steps) },
    {
      kind: 'cover',
      key: cover.value,
      priceCurrent: cover.priceCurrent,
      priceOriginal: cover.priceOriginal,
    },
    {
      kind: 'binding',
      key: binding.value,
      priceCurrent: binding.priceCurrent,
      priceOriginal: binding.priceOriginal,
    },
    {
      kind: 'paper',
      key: paper.value,
      priceCurrent: paper.priceCurrent,
      priceOriginal: paper.priceOriginal,
    },
    {
      kind: 'refinement',
      key: refinement.value,
      priceCurrent: refinement.priceCurrent,
      priceOriginal: refinement.priceOriginal,
    },
  ];
  const unitPrice = sumPrices(parts);
  const amount = query.amount ?? 1;
  return {
    photobookType: typeName,
    formatType,
    cover: cover.value,
    binding: binding.value,
    paper: paper.value,
    pageCount,
    refinementType: refinement.value,
    amount,
    currency: ctx.currency,
    unitPrice,
    ...timesPrice(unitPrice, amount),
    parts,
  };
}
