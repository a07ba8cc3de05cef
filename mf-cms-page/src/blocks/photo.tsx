import { useCms } from '../shared/config/cms-context';
import { AssetImage } from '../shared/ui/asset-image';
import type { BlockProps } from './types';
import './image.css';

/** A photograph with its caption and the photographer's credit. */
export function Photo({ block }: BlockProps<'Photo'>) {
  const { t } = useCms();
  const hasCaption = Boolean(block.caption || block.photographer);
  return (
    <figure className="cms-photo" data-block="Photo">
      <AssetImage
        asset={block.image}
        width={1200}
        height={800}
        sizes="(min-width: 1248px) 1200px, 100vw"
        className="cms-photo__picture"
      />
      {hasCaption && (
        <figcaption className="cms-photo__caption">
          {block.caption}
          {block.photographer && (
            <small className="cms-photo__credit">
              {t('cms.photoCredit', { name: block.photographer })}
            </small>
          )}
        </figcaption>
      )}
    </figure>
  );
}
