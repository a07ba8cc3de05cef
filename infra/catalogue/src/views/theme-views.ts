import {
  cardColours,
  cardFilterKeys,
  cardFilterPageSizes,
  cardOccasions,
  cardOverviewRatios,
  cardPunchings,
  cardStyles,
  sortOptions,
  type CardFilterKey,
  type SortOption,
} from '@shop/catalogue';
import type { ThemePayload, ThemeSummary, ThemesPayload } from '@shop/contracts';
import { badRequest, notFound } from '@shop/server-kit';
import type { CatalogueContext } from '../http/context';
import { articleKey, articleSku } from '../model/keys';
import type { ThemeRecord } from '../model/products';
import type { CatalogueIndex } from '../store/catalogue-index';
import { soldCardTypes } from './card-views';
import { cheapest, inShop, oneOf, priceIn } from './product-prices';
import { productFormat, textIn, valueLabel } from './product-texts';

export type ThemesQuery = Partial<Record<CardFilterKey, string[]>> & {
  sort?: string;
  page?: number;
  pageSize?: number;
};

/** A theme's cards that are sold in the shop, each with its price per card. */
function pricedCards(index: CatalogueIndex, ctx: CatalogueContext, theme: ThemeRecord) {
  return theme.cards.flatMap((card) => {
    const price = priceIn(index, ctx, articleKey.format(card.cardType, card.formatType));
    return price ? [{ ...card, price }] : [];
  });
}

/** The brand's themes that have a card on sale in the shop. */
function brandThemes(index: CatalogueIndex, ctx: CatalogueContext) {
  return index.document.themes.flatMap((theme) => {
    if (theme.channel !== ctx.channel) return [];
    const cards = pricedCards(index, ctx, theme);
    return cards.length > 0 ? [{ theme, cards }] : [];
  });
}

function summary(
  index: CatalogueIndex,
  ctx: CatalogueContext,
  theme: ThemeRecord,
  cards: ReturnType<typeof pricedCards>,
): ThemeSummary {
  const labels = new Map(index.document.themeLabels.map((l) => [l.value, l]));
  return {
    themeId: theme.themeId,
    name: textIn(theme.names, ctx.language),
    occasion: theme.occasion,
    occasionLabel: valueLabel(theme.occasion, ctx.language),
    labels: theme.labels.flatMap((value) => {
      const label = labels.get(value);
      return label
        ? [{ value, text: textIn(label.texts, ctx.language), colour: label.colour }]
        : [];
    }),
    colors: [...theme.colors],
    aspectRatio: theme.aspectRatio,
    products: [...new Set(cards.map((c) => c.cardType))],
    punching: theme.punching,
    style: theme.style,
    image: theme.images[0]!,
    priceFrom: cheapest(cards.map((c) => c.price)),
    popularity: theme.popularity,
    createdAt: theme.createdAt,
  };
}

/** The values a theme has for a filter key. */
function valuesOf(theme: ThemeSummary, key: CardFilterKey): string[] {
  switch (key) {
    case 'aspectRatio':
      return [theme.aspectRatio];
    case 'category':
      return [theme.occasion];
    case 'color':
      return theme.colors;
    case 'label':
      return theme.labels.map((l) => l.value);
    case 'product':
      return theme.products;
    case 'punching':
      return [theme.punching];
    case 'style':
      return [theme.style];
  }
}

const sorters: Record<SortOption, (a: ThemeSummary, b: ThemeSummary) => number> = {
  sort: () => 0,
  popularity: (a, b) => b.popularity - a.popularity,
  created: (a, b) => b.createdAt.localeCompare(a.createdAt),
};

export function themesView(
  index: CatalogueIndex,
  ctx: CatalogueContext,
  query: ThemesQuery,
): ThemesPayload {
  const themes = brandThemes(index, ctx).map(({ theme, cards }) =>
    summary(index, ctx, theme, cards),
  );
  const accepted: Record<CardFilterKey, readonly string[]> = {
    aspectRatio: cardOverviewRatios,
    category: cardOccasions,
    color: cardColours,
    label: index.document.themeLabels.map((l) => l.value),
    product: soldCardTypes(index, ctx).map((m) => m.materialType),
    punching: cardPunchings,
    style: cardStyles,
  };
  const filters: Partial<Record<CardFilterKey, string[]>> = {};
  for (const key of cardFilterKeys) {
    const values = query[key];
    if (!values) continue;
    filters[key] = [...new Set(values.map((value) => oneOf(key, value, accepted[key])))];
  }
  const sort = oneOf('sort', query.sort ?? 'sort', sortOptions);
  const pageSize = query.pageSize ?? cardFilterPageSizes[0];
  if (!(cardFilterPageSizes as readonly number[]).includes(pageSize))
    throw badRequest(`pageSize must be one of ${cardFilterPageSizes.join(', ')}; got ${pageSize}`);
  const matches = (theme: ThemeSummary, except?: CardFilterKey) =>
    (Object.entries(filters) as Array<[CardFilterKey, string[]]>).every(
      ([key, values]) => key === except || valuesOf(theme, key).some((v) => values.includes(v)),
    );
  const found = themes.filter((theme) => matches(theme)).sort(sorters[sort]);
  const pageCount = Math.max(1, Math.ceil(found.length / pageSize));
  const page = query.page ?? 1;
  if (page > pageCount)
    throw badRequest(`page ${page} is past the last page (${pageCount}) of ${found.length} themes`);
  return {
    currency: ctx.currency,
    total: found.length,
    page,
    pageSize,
    pageCount,
    sort,
    filters,
    // Counts per value as if that key were not filtered yet: what picking the value would show.
    facets: cardFilterKeys.map((key) => {
      const counts = new Map<string, number>();
      for (const theme of themes)
        if (matches(theme, key))
          for (const value of new Set(valuesOf(theme, key)))
            counts.set(value, (counts.get(value) ?? 0) + 1);
      return {
        key,
        values: accepted[key]
          .filter((value) => counts.has(value) || filters[key]?.includes(value))
          .map((value) => ({
            value,
            label:
              key === 'label'
                ? textIn(
                    index.document.themeLabels.find((l) => l.value === value)!.texts,
                    ctx.language,
                  )
                : valueLabel(value, ctx.language),
            count: counts.get(value) ?? 0,
          })),
      };
    }),
    themes: found.slice((page - 1) * pageSize, page * pageSize),
  };
}

export function themeView(
  index: CatalogueIndex,
  ctx: CatalogueContext,
  themeId: string,
): ThemePayload {
  const all = brandThemes(index, ctx);
  const found = all.find(({ theme }) => theme.themeId === themeId);
  if (!found) throw notFound(`No theme "${themeId.slice(0, 40)}"${inShop(ctx)}`, 'theme-not-found');
  const { theme, cards } = found;
  return {
    currency: ctx.currency,
    theme: {
      ...summary(index, ctx, theme, cards),
      description: textIn(theme.descriptions, ctx.language),
      images: [...theme.images],
    },
    cards: cards.map((card) => ({
      cardType: card.cardType,
      cardTypeLabel: valueLabel(card.cardType, ctx.language),
      format: productFormat(card.formatType, ctx),
      aspectRatio: theme.aspectRatio,
      image: theme.images[0]!,
      sku: articleSku(card.cardType, card.formatType),
      ...card.price,
    })),
    related: all
      .filter((t) => t.theme.occasion === theme.occasion && t.theme.themeId !== theme.themeId)
      .slice(0, 4)
      .map((t) => summary(index, ctx, t.theme, t.cards)),
  };
}
