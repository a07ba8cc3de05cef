import { priceDisplay, type Currency, type Locale } from '@shop/catalogue';
import type { Translate } from '@shop/i18n';

type Props = {
  price: { priceCurrent: number; priceOriginal: number } | null;
  locale: Locale;
  currency: string;
  t: Translate;
  /** A from-price (overview tiles). */
  from?: boolean;
  /** Shown under the price, e.g. "1,89 € per card". */
  note?: string;
  className?: string;
};

/**
 * The current price with the original struck through when it was higher; while none is known a
 * grey box of the same size, so nothing moves when it arrives.
 */
export function Price({ price, locale, currency, t, from, note, className = '' }: Props) {
  if (!price)
    return (
      <span className={`pw-price pw-price--pending ${className}`} aria-busy="true">
        <span className="pw-visually-hidden">{t('products.priceLoading')}</span>
      </span>
    );
  const display = priceDisplay(price, locale, {
    currency: currency as Currency,
    fromPrefix: from ? t('price.from') : undefined,
  });
  return (
    <span className={`pw-price ${className}`} data-testid="product-price">
      {display.original && (
        <s className="pw-price__original" data-price="original">
          <span className="pw-visually-hidden">{t('products.originalPrice')} </span>
          {display.original}
        </s>
      )}
      <strong className="pw-price__current" data-price="current">
        {display.current}
      </strong>
      {note && <span className="pw-price__note">{note}</span>}
    </span>
  );
}
