import type { Locale } from '@shop/catalogue';
import type { Translate } from '@shop/i18n';
import { Image } from '@shop/ui';
import { Price } from '../../../shared/ui/price';

export type ProductTileData = {
  id: string;
  name: string;
  text?: string;
  /** A media-store path; empty when the catalogue has no picture (the tile shows the name's initial). */
  image: string;
  href: string;
  price: { priceCurrent: number; priceOriginal: number } | null;
  current?: boolean;
};

/** A design or product in an overview grid: square picture, name and from-price. */
export function ProductTile({
  tile,
  locale,
  currency,
  t,
}: {
  tile: ProductTileData;
  locale: Locale;
  currency: string;
  t: Translate;
}) {
  return (
    <li
      className={`pw-tile${tile.current ? ' pw-tile--current' : ''}`}
      data-testid="product-tile"
      data-id={tile.id}
    >
      <a
        className="pw-tile__link"
        href={tile.href}
        aria-current={tile.current ? 'true' : undefined}
      >
        <span className="pw-tile__media pw-tile__media--r1-1">
          {tile.image ? (
            <Image
              src={tile.image}
              alt=""
              width={300}
              height={300}
              fit="contain"
              sizes="(min-width: 900px) 25vw, 50vw"
            />
          ) : (
            <span className="pw-tile__initial" aria-hidden="true">
              {tile.name.charAt(0)}
            </span>
          )}
        </span>
        <span className="pw-tile__name">{tile.name}</span>
        {tile.text && <span className="pw-tile__meta">{tile.text}</span>}
        {tile.price && <Price price={tile.price} locale={locale} currency={currency} t={t} from />}
      </a>
    </li>
  );
}
