import { useId } from 'react';
import type { Currency, Locale } from '@shop/catalogue';
import type { Translate } from '@shop/i18n';
import type { FormatOffer } from '../../../entities/calculator';
import { Badge } from '../../../shared/ui/badge';
import { Price } from '../../../shared/ui/price';

const topDealColours = { backgroundColor: '#FFD500', textColor: '#1A1A1A' };
const popularColours = { backgroundColor: '#1A1A1A', textColor: '#FFFFFF' };

type Props = {
  formats: readonly FormatOffer[];
  /** A format picked in the dialog that the list lacks, shown as one more option. */
  extra: FormatOffer | null;
  selected: string;
  locale: Locale;
  currency: Currency;
  t: Translate;
  labelOf(format: FormatOffer): string;
  topDeal: string | null;
  popular: string | null;
  onChoose(value: string): void;
};

/** The material's formats as radio options, each with its current and original price. */
export function FormatOptions(props: Props) {
  const { formats, extra, selected, locale, currency, t, labelOf, topDeal, popular, onChoose } =
    props;
  const name = useId();
  const options = extra ? [...formats, extra] : formats;
  return (
    <fieldset className="calc-formats">
      <legend className="calc-field-label">{t('calculator.format')}</legend>
      {options.map((format) => (
        <label
          key={format.value}
          className="calc-format"
          data-format={format.value}
          data-extra={format === extra || undefined}
          data-selected={format.value === selected || undefined}
        >
          <input
            type="radio"
            name={name}
            value={format.value}
            checked={format.value === selected}
            onChange={() => onChoose(format.value)}
          />
          <span className="calc-format__size">{labelOf(format)}</span>
          <span className="calc-format__badges">
            {format === extra && (
              <span className="calc-format__extra">{t('calculator.extraFormat')}</span>
            )}
            {format.value === topDeal && (
              <Badge label={{ text: t('calculator.topDeal'), ...topDealColours }} kind="top-deal" />
            )}
            {format.value === popular && (
              <Badge label={{ text: t('calculator.popular'), ...popularColours }} kind="popular" />
            )}
          </span>
          <Price
            current={format.priceCurrent}
            original={format.priceOriginal}
            locale={locale}
            currency={currency}
          />
        </label>
      ))}
    </fieldset>
  );
}
