import { useId } from 'react';
import type { Locale } from '@shop/catalogue';
import type { Translate } from '@shop/i18n';
import type { LoadStatus } from '../../../shared/lib/storefront';
import { LoadError } from '../../../shared/ui/load-error';
import { ProductsRoot } from '../../../shared/ui/products-root';
import { TileSkeletons } from '../../themes-overview';
import { ProductTile, type ProductTileData } from './product-tile';

type Props = {
  module: string;
  headline: string;
  status: LoadStatus;
  tiles: readonly ProductTileData[];
  currency: string;
  locale: Locale;
  t: Translate;
  onRetry: () => void;
  /** Tiles to reserve while loading. */
  expected?: number;
};

/** An overview container: heading, a grid of tiles (grey while loading), or the error with a retry. */
export function OverviewGrid({
  module,
  headline,
  status,
  tiles,
  currency,
  locale,
  t,
  onRetry,
  expected = 4,
}: Props) {
  const headingId = useId();
  return (
    <ProductsRoot module={module} locale={locale} state={status} labelledBy={headingId}>
      <div className="pw-overview">
        <h2 id={headingId} className="pw-overview__title">
          {headline}
        </h2>
        {status === 'error' ? (
          <LoadError t={t} onRetry={onRetry} />
        ) : (
          <ul className="pw-grid">
            {status !== 'success' ? (
              <TileSkeletons count={expected} />
            ) : tiles.length === 0 ? (
              <li className="pw-grid__empty">{t('products.noResults')}</li>
            ) : (
              tiles.map((tile) => (
                <ProductTile key={tile.id} tile={tile} locale={locale} currency={currency} t={t} />
              ))
            )}
          </ul>
        )}
      </div>
    </ProductsRoot>
  );
}
