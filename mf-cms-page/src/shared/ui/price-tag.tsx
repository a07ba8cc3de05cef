import type { DisplayPrice } from '../lib/price';

/** The current price, and the original struck through when it was higher. */
export function PriceTag({ price, className }: { price: DisplayPrice | null; className?: string }) {
  if (!price) return null;
  return (
    <span className={`cms-price${className ? ` ${className}` : ''}`}>
      {price.original && (
        <s className="cms-price__original" data-price="original">
          {price.original}
        </s>
      )}
      <strong className="cms-price__current" data-price="current">
        {price.current}
      </strong>
    </span>
  );
}
