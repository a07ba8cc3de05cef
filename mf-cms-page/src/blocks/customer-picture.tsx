import { AssetImage } from '../shared/ui/asset-image';
import type { BlockProps } from './types';
import './customer-picture.css';

/** Photos of customers' walls in a grid, each with its own alt text. */
export function CustomerPicture({ block }: BlockProps<'CustomerPicture'>) {
  return (
    <section className="cms-customer-picture" data-block="CustomerPicture">
      <h2>{block.headline}</h2>
      {block.text && <p>{block.text}</p>}
      <ul className="cms-customer-picture__grid">
        {block.images.map((image, index) => (
          <li key={`${image.filename}-${index}`}>
            <AssetImage
              asset={image}
              width={400}
              height={400}
              sizes="(min-width: 1000px) 25vw, 50vw"
              className="cms-customer-picture__image"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
