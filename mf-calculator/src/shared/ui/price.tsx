import { formatPrice } from '@shop/i18n';
import type { Currency, Locale } from '@shop/catalogue';

type Props = {
  current: number | null;
  original: number | null;
  locale: Locale;
  currency: Currency;
  from?: boolean;
};

/** The current price, and the original struck through when it was higher; a placeholder of the same size while none is known. */
export function Price({ current, original, locale, currency, from }: Props) {
  if (current === null)
    return <span className="calc-price calc-price--pending" aria-hidden="true" />;
  return (
    <span className="calc-price">
      {original !== null && original > current && (
        <s className="calc-price__original" data-price="original">
          {formatPrice(original, locale, { currency })}
        </s>
      )}
      <strong className="calc-price__current" data-price="current">
        {formatPrice(current, locale, { currency, from })}
      </strong>
    </span>
  );
}
