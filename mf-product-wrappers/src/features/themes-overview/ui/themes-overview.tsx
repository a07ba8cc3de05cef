import { useEffect, useId } from 'react';
import { useUnit } from 'effector-react';
import type { Locale } from '@shop/catalogue';
import type { RemoteBlockProps } from '@shop/contracts';
import type { Translate } from '@shop/i18n';
import { pageSearch, storefrontOf, type Storefront } from '../../../shared/lib/storefront';
import { useTranslator } from '../../../shared/lib/use-translator';
import { LoadError } from '../../../shared/ui/load-error';
import { ProductsRoot } from '../../../shared/ui/products-root';
import {
  $payload,
  $query,
  $setup,
  $status,
  filterToggled,
  filtersCleared,
  overviewStarted,
  themesOverviewAnswered,
  pageChosen,
  pageSizeChosen,
  retried,
  sortChosen,
  urlChanged,
} from '../model/model';
import { OverviewControls, Pagination } from './overview-controls';
import { ThemeTile, TileSkeletons } from './theme-tile';
import { StartedScope } from '../../../shared/ui/started-scope';

function ThemesOverviewView({
  headline,
  storefront,
  t,
}: {
  headline: string;
  storefront: Storefront;
  t: Translate;
}) {
  const headingId = useId();
  const [setup, payload, query, status] = useUnit([$setup, $payload, $query, $status]);
  const events = useUnit({
    filterToggled,
    filtersCleared,
    sortChosen,
    pageChosen,
    pageSizeChosen,
    retried,
    urlChanged,
  });
  useEffect(() => {
    const onPop = () => events.urlChanged(pageSearch());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [events]);
  const locale: Locale = storefront.locale;
  const pending = status === 'pending' || status === 'idle';
  return (
    <ProductsRoot module="OverviewThemes" locale={locale} state={status} labelledBy={headingId}>
      <div className="pw-overview">
        <h2 id={headingId} className="pw-overview__title">
          {headline}
        </h2>
        <OverviewControls
          t={t}
          facets={payload?.facets ?? []}
          query={query}
          hiddenKeys={setup?.occasion ? ['category'] : []}
          onToggle={events.filterToggled}
          onClear={events.filtersCleared}
          onSort={events.sortChosen}
          onPageSize={events.pageSizeChosen}
        />
        <p className="pw-overview__count" aria-live="polite" data-testid="overview-count">
          {payload && !pending ? t('products.results', { count: payload.total }) : ' '}
        </p>
        {status === 'error' ? (
          <LoadError t={t} onRetry={events.retried} />
        ) : (
          <ul className="pw-grid" aria-busy={pending || undefined}>
            {pending || !payload ? (
              <TileSkeletons count={query.pageSize} />
            ) : payload.themes.length === 0 ? (
              <li className="pw-grid__empty">{t('products.noResults')}</li>
            ) : (
              payload.themes.map((theme) => (
                <ThemeTile
                  key={theme.themeId}
                  theme={theme}
                  href={`${storefront.basename}/themes/${encodeURIComponent(theme.themeId)}`}
                  locale={locale}
                  currency={payload.currency}
                  t={t}
                />
              ))
            )}
          </ul>
        )}
        <Pagination
          t={t}
          page={query.page}
          pageCount={payload?.pageCount ?? 1}
          onPage={events.pageChosen}
        />
      </div>
    </ProductsRoot>
  );
}

/** The themes grid with its filters, for a content block or a page; the state lives in the URL. */
export function ThemesOverviewContainer({
  storefront,
  headline,
  occasion,
  pageSize,
}: {
  storefront: Storefront;
  headline: string;
  occasion?: string;
  pageSize: number;
}) {
  const t = useTranslator(storefront.locale);
  return (
    <StartedScope
      started={overviewStarted}
      answered={themesOverviewAnswered}
      start={(page) => ({
        storefront,
        occasion,
        pageSize,
        search: page.search,
      })}
    >
      <ThemesOverviewView headline={headline} storefront={storefront} t={t} />
    </StartedScope>
  );
}

/** `mf_product_wrappers/OverviewThemes`: the card themes of the block's occasion. */
export function ThemesOverview(props: RemoteBlockProps<'OverviewThemes'>) {
  return (
    <ThemesOverviewContainer
      storefront={storefrontOf(props)}
      headline={props.block.headline}
      occasion={props.block.occasion}
      pageSize={props.block.pageSize}
    />
  );
}
