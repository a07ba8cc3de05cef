import { useId, type ReactNode } from 'react';
import type { Locale } from '@shop/catalogue';
import type { Translate } from '@shop/i18n';
import type { LoadStatus } from '../lib/storefront';
import { DetailLayout, OptionsSkeleton, type GalleryImage } from './detail-layout';
import { LoadError } from './load-error';
import { ProductsRoot } from './products-root';

type Props = {
  module: string;
  locale: Locale;
  status: LoadStatus;
  t: Translate;
  onRetry: () => void;
  headline: string;
  text?: string;
  images: readonly GalleryImage[];
  /** Option rows to reserve while the product loads. */
  skeletonRows: number;
  /** The product's options once all they need has loaded; nothing until then. */
  options: ReactNode;
  /** The price panel below the options. */
  children: ReactNode;
};

/**
 * A product detail block: pictures, heading and text, then its options (grey rows while loading,
 * the error with a retry when the load failed) and the price panel.
 */
export function DetailBlock({
  module,
  locale,
  status,
  t,
  onRetry,
  headline,
  text,
  images,
  skeletonRows,
  options,
  children,
}: Props) {
  const headingId = useId();
  return (
    <ProductsRoot module={module} locale={locale} state={status} labelledBy={headingId}>
      <DetailLayout headingId={headingId} headline={headline} text={text} images={images}>
        {status === 'error' ? (
          <LoadError t={t} onRetry={onRetry} />
        ) : options ? (
          <form className="pw-options" onSubmit={(event) => event.preventDefault()}>
            {options}
          </form>
        ) : (
          <OptionsSkeleton rows={skeletonRows} />
        )}
        {children}
      </DetailLayout>
    </ProductsRoot>
  );
}
