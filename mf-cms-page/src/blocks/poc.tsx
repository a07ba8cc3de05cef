import type { BlockOf } from '@shop/contracts';
import { AssetImage } from '../shared/ui/asset-image';
import { ContentLink } from '../shared/ui/content-link';
import type { BlockProps } from './types';
import './poc.css';

/** A point of contact: advice offer with image and a call to action (a shared story). */
export function Poc({ block }: BlockProps<'Poc'>) {
  return (
    <section className="cms-poc" data-block="Poc">
      <AssetImage
        asset={block.image}
        width={480}
        height={360}
        sizes="(min-width: 768px) 480px, 100vw"
        className="cms-poc__image"
      />
      <div className="cms-poc__copy">
        <h2>{block.headline}</h2>
        <p>{block.text}</p>
        <ContentLink link={block.cta.link} className="cms-button">
          {block.cta.text}
        </ContentLink>
      </div>
    </section>
  );
}

/** Places the shared point-of-contact story; nothing when the relation could not be resolved. */
export function PocWrapper({ block }: BlockProps<'PocWrapper'>) {
  const story = block.poc as unknown as { content?: BlockOf<'Poc'> } | string;
  if (typeof story !== 'object' || story?.content?.component !== 'Poc') return null;
  return <Poc block={story.content} />;
}
