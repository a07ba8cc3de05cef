import type { ReactNode } from 'react';
import { Image } from '@shop/ui';

export type GalleryImage = { src: string; alt: string; width: number; height: number };

/**
 * The two columns of a product detail: pictures (through the image service, with their box
 * reserved) and the configuration with price and call to action.
 */
export function DetailLayout({
  headingId,
  headline,
  text,
  images,
  children,
}: {
  headingId: string;
  headline: string;
  text?: string;
  images: readonly GalleryImage[];
  children: ReactNode;
}) {
  const [main, ...more] = images;
  return (
    <div className="pw-detail">
      <div className="pw-detail__media">
        {main ? (
          <Image
            src={main.src}
            alt={main.alt}
            width={main.width}
            height={main.height}
            fit="contain"
            sizes="(min-width: 900px) 50vw, 100vw"
            className="pw-detail__image"
            // The product's picture is what a shopper came to see: fetched at once, not lazily.
            priority
          />
        ) : (
          <div className="pw-detail__image pw-skeleton" aria-hidden="true" />
        )}
        {more.length > 0 && (
          <ul className="pw-detail__thumbs">
            {more.slice(0, 4).map((image) => (
              <li key={image.src}>
                <Image src={image.src} alt={image.alt} width={96} height={96} fit="contain" />
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="pw-detail__config">
        <h2 id={headingId} className="pw-detail__title">
          {headline}
        </h2>
        {text && <p className="pw-detail__text">{text}</p>}
        {children}
      </div>
    </div>
  );
}

/** Option rows while the product loads: grey boxes in the places the options will take. */
export function OptionsSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div className="pw-options-skeleton" aria-hidden="true">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="pw-skeleton pw-skeleton--option" />
      ))}
    </div>
  );
}

/** The price, the delivery countdown and the call to action at the foot of a detail. */
export function BuyBox({ children }: { children: ReactNode }) {
  return <div className="pw-buy">{children}</div>;
}
