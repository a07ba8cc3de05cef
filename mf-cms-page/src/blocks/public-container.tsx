import { BlockList } from './block-list';
import type { BlockProps } from './types';
import './public-container.css';

/** A titled section on a light or dark ground that holds other blocks. */
export function PublicContainer({ block }: BlockProps<'PublicContainer'>) {
  return (
    <section
      className={`cms-public-container cms-public-container--${block.background ?? 'none'}`}
      data-block="PublicContainer"
    >
      {block.headline && <h2 className="cms-public-container__headline">{block.headline}</h2>}
      <div className="cms-public-container__body">
        <BlockList blocks={block.body} />
      </div>
    </section>
  );
}
