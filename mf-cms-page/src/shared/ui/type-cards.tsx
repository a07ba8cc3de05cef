import { AssetImage, type Asset } from './asset-image';
import './type-cards.css';

export type TypeCard = { id: string; name: string; description: string; image?: Asset };

/** Product variants (frames, accessories) as cards: picture, name and description. */
export function TypeCards({ cards, className }: { cards: TypeCard[]; className: string }) {
  return (
    <ul className={`cms-type-cards ${className}`}>
      {cards.map((card) => (
        <li key={card.id} className="cms-type-cards__card">
          <AssetImage
            asset={card.image}
            width={480}
            height={360}
            sizes="(min-width: 1000px) 33vw, 100vw"
            className="cms-type-cards__image"
          />
          <h3 className="cms-type-cards__name">{card.name}</h3>
          <p className="cms-type-cards__description">{card.description}</p>
        </li>
      ))}
    </ul>
  );
}
