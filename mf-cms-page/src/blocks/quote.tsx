import { formatNumber } from '@shop/i18n';
import { useCms } from '../shared/config/cms-context';
import type { BlockProps } from './types';
import './quote.css';

/** Five stars, filled up to the rating; the visible stars are decoration, the text is read out. */
function Stars({ rating }: { rating: number }) {
  const { locale, t } = useCms();
  const filled = Math.round(rating);
  return (
    <p className="cms-quote__rating">
      <span aria-hidden="true" className="cms-quote__stars">
        {'★'.repeat(filled)}
        <span className="cms-quote__stars-empty">{'★'.repeat(5 - filled)}</span>
      </span>
      <span className="cms-visually-hidden">
        {t('cms.rating', { rating: formatNumber(rating, locale, { maximumFractionDigits: 1 }) })}
      </span>
    </p>
  );
}

/** A customer's voice: the quote, who said it, and their rating. */
export function Quote({ block }: BlockProps<'Quote'>) {
  return (
    <figure className="cms-quote" data-block="Quote">
      {block.rating !== undefined && <Stars rating={block.rating} />}
      <blockquote className="cms-quote__text">
        <p>{block.text}</p>
      </blockquote>
      <figcaption className="cms-quote__author">
        <cite>{block.author}</cite>
        {block.role && <span className="cms-quote__role">{block.role}</span>}
      </figcaption>
    </figure>
  );
}
