import { AssetImage } from '../shared/ui/asset-image';
import { ContentLink } from '../shared/ui/content-link';
import type { BlockProps } from './types';
import './sub-teaser.css';

/** A secondary teaser: image beside the copy (left or right), or a tile with the image on top. */
export function SubTeaser({ block }: BlockProps<'SubTeaser'>) {
  const tiles = block.variant === 'tiles';
  return (
    <section className={`cms-sub-teaser cms-sub-teaser--${block.variant}`} data-block="SubTeaser">
      <AssetImage
        asset={block.image}
        width={tiles ? 800 : 640}
        height={tiles ? 450 : 480}
        sizes={tiles ? '(min-width: 1000px) 800px, 100vw' : '(min-width: 1000px) 50vw, 100vw'}
        className="cms-sub-teaser__image"
      />
      <div className="cms-sub-teaser__copy">
        <h2 className="cms-sub-teaser__headline">{block.headline}</h2>
        <p className="cms-sub-teaser__text">{block.text}</p>
        {block.cta && (
          <ContentLink link={block.cta.link} className="cms-button">
            {block.cta.text}
          </ContentLink>
        )}
      </div>
    </section>
  );
}
