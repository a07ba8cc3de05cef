import { heroImageLayout } from '@shop/catalogue';
import { useCms } from '../shared/config/cms-context';
import { displayPrice } from '../shared/lib/price';
import { AssetImage } from '../shared/ui/asset-image';
import { ContentLink } from '../shared/ui/content-link';
import { PriceTag } from '../shared/ui/price-tag';
import type { BlockProps } from './types';

const imageSize = {
  hero: [heroImageLayout.width, heroImageLayout.height],
  split: [600, 450],
  slim: [1200, 300],
  'framed-acrylic': [600, 450],
} as const;

/** The page's opener: a hero (the page's h1) or a split, slim or framed acrylic-glass teaser with products. */
export function Teaser({ block }: BlockProps<'Teaser'>) {
  const { locale, currency, h1Uid } = useCms();
  const hero = block.variant === 'hero';
  const [width, height] = imageSize[block.variant];
  const Heading = block._uid === h1Uid ? 'h1' : 'h2';
  return (
    <section className={`cms-teaser cms-teaser--${block.variant}`} data-block="Teaser">
      <AssetImage
        asset={block.image}
        width={width}
        height={height}
        sizes={hero ? heroImageLayout.sizes : '(min-width: 1000px) 50vw, 100vw'}
        priority={hero}
        className="cms-teaser__image"
      />
      <div className="cms-teaser__copy">
        <Heading className="cms-teaser__headline">{block.headline}</Heading>
        {block.text && <p className="cms-teaser__text">{block.text}</p>}
        {block.cta && (
          <ContentLink link={block.cta.link} className="cms-button">
            {block.cta.text}
          </ContentLink>
        )}
      </div>
      {block.products && block.products.length > 0 && (
        <ul className="cms-teaser__products">
          {block.products.map((product) => (
            <li key={product.sku} className="cms-teaser__product">
              <ContentLink link={product.link}>
                <AssetImage asset={product.image} width={280} height={210} sizes="280px" />
                <span className="cms-teaser__product-name">{product.name}</span>
              </ContentLink>
              <PriceTag
                price={displayPrice(product.priceCurrent, product.priceOriginal, locale, currency)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
