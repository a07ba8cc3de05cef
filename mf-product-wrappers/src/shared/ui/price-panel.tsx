import type { ReactNode } from 'react';
import type { Translate } from '@shop/i18n';
import type { Locale } from '@shop/catalogue';
import { BuyBox } from './detail-layout';
import { LoadError } from './load-error';
import { Price } from './price';

type Props = {
  price: { priceCurrent: number; priceOriginal: number } | null;
  /** The price could not be loaded: a retry takes its place. */
  failed?: boolean;
  onRetry?: () => void;
  locale: Locale;
  currency: string;
  t: Translate;
  /** A from-price. */
  from?: boolean;
  /** Shown under the price, e.g. "1,89 € per card". */
  note?: string;
  /** The delivery countdown, between the price and the action. */
  countdown: ReactNode;
  /** Where the main action leads; without one it is shown disabled. */
  href: string | null | undefined;
  /** The main action's text, e.g. "To the designer". */
  action: string;
  /** Further actions below the main one. */
  children?: ReactNode;
};

/** The detail block's price (or its retry), the delivery countdown and the main call to action. */
export function PricePanel({
  price,
  failed = false,
  onRetry,
  locale,
  currency,
  t,
  from,
  note,
  countdown,
  href,
  action,
  children,
}: Props) {
  return (
    <BuyBox>
      {failed && onRetry ? (
        <LoadError t={t} onRetry={onRetry} text={t('products.priceFailed')} />
      ) : (
        <Price price={price} locale={locale} currency={currency} t={t} from={from} note={note} />
      )}
      {countdown}
      <a
        className="pw-button pw-cta"
        href={href ?? undefined}
        aria-disabled={href ? undefined : true}
        data-testid="designer-link"
      >
        {action}
      </a>
      {children}
    </BuyBox>
  );
}
