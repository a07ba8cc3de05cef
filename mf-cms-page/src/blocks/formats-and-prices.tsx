import { useId } from 'react';
import { displayDimensions, isValidFormat, unitForLocale } from '@shop/catalogue';
import { formatNumber } from '@shop/i18n';
import { useCms } from '../shared/config/cms-context';
import { displayPrice } from '../shared/lib/price';
import type { BlockProps } from './types';
import './formats-and-prices.css';

/** A price table per format: the current price, and the original struck through when it was higher. */
export function FormatsAndPrices({ block }: BlockProps<'FormatsAndPrices'>) {
  const { locale, currency, t } = useCms();
  const unit = unitForLocale(locale);
  const number = (value: number) => formatNumber(value, locale, { maximumFractionDigits: 1 });
  const headingId = useId();
  const rows = block.rows.filter((row) => isValidFormat(row.format));
  return (
    <section className="cms-formats-and-prices" data-block="FormatsAndPrices">
      {/* Keyboard users can scroll a table wider than the phone; the region is named by the headline. */}
      <div
        className="cms-formats-and-prices__scroll"
        role="region"
        aria-labelledby={headingId}
        tabIndex={0}
      >
        <table className="cms-formats-and-prices__table" data-material={block.materialType}>
          <caption className="cms-formats-and-prices__caption">
            <h2 id={headingId}>{block.headline}</h2>
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('cms.table.format')}</th>
              <th scope="col">{t('cms.table.price')}</th>
              <th scope="col">{t('cms.table.originalPrice')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const { width, height } = displayDimensions(row.format, unit);
              const price = displayPrice(row.priceCurrent, row.priceOriginal, locale, currency);
              return (
                <tr key={row.format} data-format={row.format}>
                  <th scope="row">
                    {number(width)} × {number(height)} {unit}
                  </th>
                  <td data-price="current">{price?.current}</td>
                  <td>{price?.original && <s data-price="original">{price.original}</s>}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
