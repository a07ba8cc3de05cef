import {
  cardFilterKeys,
  cardFilterPageSizes,
  sortOptions,
  type CardFilterKey,
  type SortOption,
} from '@shop/catalogue';

export type OverviewQuery = {
  filters: Partial<Record<CardFilterKey, string[]>>;
  sort: SortOption;
  page: number;
  pageSize: (typeof cardFilterPageSizes)[number];
};

const filterValue = /^[a-z0-9][a-z0-9-]{0,39}$/;

export const defaultOverviewQuery = (pageSize: number = cardFilterPageSizes[0]): OverviewQuery => ({
  filters: {},
  sort: 'sort',
  page: 1,
  pageSize: (cardFilterPageSizes as readonly number[]).includes(pageSize)
    ? (pageSize as OverviewQuery['pageSize'])
    : cardFilterPageSizes[0],
});

/**
 * The overview's state from the page's query (`color=rot,gold&sort=created&page=2&pageSize=48`):
 * unknown keys and malformed values are ignored, so a shared link never breaks the page.
 */
export function parseOverviewQuery(search: string, defaults: OverviewQuery): OverviewQuery {
  const params = new URLSearchParams(search);
  const filters: OverviewQuery['filters'] = {};
  for (const key of cardFilterKeys) {
    const values = params
      .getAll(key)
      .flatMap((value) => value.split(','))
      .filter((value) => filterValue.test(value));
    if (values.length > 0) filters[key] = [...new Set(values)].sort();
  }
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  return {
    filters,
    sort: (sortOptions as readonly string[]).includes(sort ?? '')
      ? (sort as SortOption)
      : defaults.sort,
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
    pageSize: (cardFilterPageSizes as readonly number[]).includes(pageSize)
      ? (pageSize as OverviewQuery['pageSize'])
      : defaults.pageSize,
  };
}

/**
 * The page's query with the overview's state written into it: other parameters stay, defaults
 * are left out so the plain page keeps its plain URL.
 */
export function writeOverviewQuery(
  search: string,
  query: OverviewQuery,
  defaults: OverviewQuery,
): string {
  const params = new URLSearchParams(search);
  for (const key of [...cardFilterKeys, 'sort', 'page', 'pageSize']) params.delete(key);
  for (const key of cardFilterKeys) {
    const values = query.filters[key];
    if (values?.length) params.set(key, values.join(','));
  }
  if (query.sort !== defaults.sort) params.set('sort', query.sort);
  if (query.page !== 1) params.set('page', String(query.page));
  if (query.pageSize !== defaults.pageSize) params.set('pageSize', String(query.pageSize));
  return params.toString();
}

/** Turns one filter value on or off; any change of filters starts again at page 1. */
export function toggleFilter(
  query: OverviewQuery,
  key: CardFilterKey,
  value: string,
): OverviewQuery {
  const current = query.filters[key] ?? [];
  const next = current.includes(value)
    ? current.filter((v) => v !== value)
    : [...current, value].sort();
  const filters = { ...query.filters };
  if (next.length > 0) filters[key] = next;
  else delete filters[key];
  return { ...query, filters, page: 1 };
}
