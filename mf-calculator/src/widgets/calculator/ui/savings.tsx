import type { Currency, Locale } from '@shop/catalogue';
import { formatPrice, type Translate } from '@shop/i18n';
import type { FormatOffer } from '../../../entities/calculator';

type Props = { format: FormatOffer; locale: Locale; currency: Currency; t: Translate };

/** The nudge under the formats: what the chosen format saves against its original price. */
export function Savings({ format, locale, currency, t }: Props) {
  const { priceCurrent, priceOriginal } = format;
  if (priceCurrent === null || priceOriginal === null || priceOriginal <= priceCurrent) return null;
  const amount = formatPrice(priceOriginal - priceCurrent, locale, { currency });
  return (
    <p className="calc__savings" data-nudge="savings">
      {t('calculator.youSave', { amount })}
    </p>
  );
}
