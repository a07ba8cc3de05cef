import type { CSSProperties } from 'react';
import { displayDimensions, isValidFormat, unitForLocale } from '@shop/catalogue';
import { formatNumber } from '@shop/i18n';
import { useCms } from '../shared/config/cms-context';
import type { BlockProps } from './types';
import './size-overview.css';

/** The formats a product comes in, in the shopper's unit (cm, inches in en-US), drawn to scale. */
export function SizeOverview({ block }: BlockProps<'SizeOverview'>) {
  const { locale, t } = useCms();
  const unit = unitForLocale(locale);
  const sizes = block.formats.filter(isValidFormat).map((format) => ({
    format,
    ...displayDimensions(format, unit),
  }));
  const largest = Math.max(...sizes.flatMap(({ width, height }) => [width, height]));
  const number = (value: number) => formatNumber(value, locale, { maximumFractionDigits: 1 });
  return (
    <section className="cms-size-overview" data-block="SizeOverview">
      <h2>{block.headline}</h2>
      {block.text && <p>{block.text}</p>}
      <ul className="cms-size-overview__list" aria-label={t('cms.sizes.label')}>
        {sizes.map(({ format, width, height }) => (
          <li key={format} className="cms-size-overview__size" data-format={format}>
            <span
              className="cms-size-overview__shape"
              aria-hidden="true"
              style={
                {
                  '--cms-size-w': width / largest,
                  '--cms-size-h': height / largest,
                } as CSSProperties
              }
            />
            <span className="cms-size-overview__label">
              {number(width)} × {number(height)} {unit}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
