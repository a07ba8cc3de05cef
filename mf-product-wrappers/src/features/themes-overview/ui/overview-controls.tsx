import { useId } from 'react';
import {
  cardFilterPageSizes,
  sortOptions,
  type CardFilterKey,
  type SortOption,
} from '@shop/catalogue';
import type { ThemeFacet } from '@shop/contracts';
import type { Translate } from '@shop/i18n';
import type { OverviewQuery } from '../lib/overview-query';

type Props = {
  t: Translate;
  facets: readonly ThemeFacet[];
  query: OverviewQuery;
  hiddenKeys: readonly string[];
  onToggle: (filter: { key: CardFilterKey; value: string }) => void;
  onClear: () => void;
  onSort: (sort: SortOption) => void;
  onPageSize: (size: number) => void;
};

/** Filters (one group of checkboxes per card filter key), sort and page size of the themes grid. */
export function OverviewControls({
  t,
  facets,
  query,
  hiddenKeys,
  onToggle,
  onClear,
  onSort,
  onPageSize,
}: Props) {
  const sortId = useId();
  const sizeId = useId();
  const active = Object.values(query.filters).some((values) => values && values.length > 0);
  return (
    <div className="pw-controls">
      <div className="pw-filters" role="group" aria-label={t('products.filters')}>
        {facets
          .filter((facet) => !hiddenKeys.includes(facet.key) && facet.values.length > 0)
          .map((facet) => (
            <details key={facet.key} className="pw-filter" data-filter={facet.key}>
              <summary className="pw-filter__summary">
                {t(`products.filter.${facet.key}` as never)}
                {(query.filters[facet.key as CardFilterKey]?.length ?? 0) > 0 && (
                  <span className="pw-filter__count">
                    {query.filters[facet.key as CardFilterKey]!.length}
                  </span>
                )}
              </summary>
              <fieldset className="pw-filter__values">
                <legend className="pw-visually-hidden">
                  {t(`products.filter.${facet.key}` as never)}
                </legend>
                {facet.values.map((value) => (
                  <label key={value.value} className="pw-filter__value">
                    <input
                      type="checkbox"
                      value={value.value}
                      checked={
                        query.filters[facet.key as CardFilterKey]?.includes(value.value) ?? false
                      }
                      onChange={() =>
                        onToggle({ key: facet.key as CardFilterKey, value: value.value })
                      }
                    />
                    <span>{value.label}</span>
                    <span className="pw-filter__n">({value.count})</span>
                  </label>
                ))}
              </fieldset>
            </details>
          ))}
        {active && (
          <button type="button" className="pw-button pw-button--link" onClick={onClear}>
            {t('products.resetFilters')}
          </button>
        )}
      </div>
      <div className="pw-controls__right">
        <label className="pw-field-label pw-inline" htmlFor={sortId}>
          {t('products.sort')}
        </label>
        <select
          id={sortId}
          className="pw-select"
          value={query.sort}
          onChange={(event) => onSort(event.target.value as SortOption)}
        >
          {sortOptions.map((sort) => (
            <option key={sort} value={sort}>
              {t(`products.sort.${sort}`)}
            </option>
          ))}
        </select>
        <label className="pw-field-label pw-inline" htmlFor={sizeId}>
          {t('products.pageSize')}
        </label>
        <select
          id={sizeId}
          className="pw-select"
          value={query.pageSize}
          onChange={(event) => onPageSize(Number(event.target.value))}
        >
          {cardFilterPageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/** Previous, page numbers and next, as links a keyboard and a screen reader can use. */
export function Pagination({
  t,
  page,
  pageCount,
  onPage,
}: {
  t: Translate;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav className="pw-pagination" aria-label={t('products.pagination')}>
      <button
        type="button"
        className="pw-button pw-button--secondary"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('products.previous')}
      </button>
      <span className="pw-pagination__status" aria-live="polite">
        {t('products.pageOf', { page, pages: pageCount })}
      </span>
      <button
        type="button"
        className="pw-button pw-button--secondary"
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        {t('products.next')}
      </button>
    </nav>
  );
}
