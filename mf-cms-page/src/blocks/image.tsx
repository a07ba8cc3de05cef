import { AssetImage } from '../shared/ui/asset-image';
import { ContentLink } from '../shared/ui/content-link';
import type { BlockProps } from './types';
import './image.css';

/** A content picture with an optional caption; with a link, the picture leads there. */
export function ImageBlock({ block }: BlockProps<'Image'>) {
  const picture = (
    <AssetImage
      asset={block.image}
      width={1200}
      height={800}
      sizes="(min-width: 1248px) 1200px, 100vw"
      className="cms-image__picture"
    />
  );
  // A linked picture without alt text is named by its caption, so the link is never empty.
  const label = block.image.alt ? undefined : block.caption;
  return (
    <figure className="cms-image" data-block="Image">
      {block.link ? (
        <ContentLink link={block.link} className="cms-image__link" aria-label={label}>
          {picture}
        </ContentLink>
      ) : (
        picture
      )}
      {block.caption && <figcaption className="cms-image__caption">{block.caption}</figcaption>}
    </figure>
  );
}
