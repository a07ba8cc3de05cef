import { TypeCards } from '../shared/ui/type-cards';
import { resolvedStories, type BlockProps } from './types';

/** The accessories on offer, from the shared accessory-type stories. */
export function AccessoryTypes({ block }: BlockProps<'AccessoryTypes'>) {
  const accessories = resolvedStories(block.accessoryTypes, 'AccessoryType');
  return (
    <section className="cms-accessory-types" data-block="AccessoryTypes">
      <h2>{block.headline}</h2>
      <TypeCards
        className="cms-accessory-types__list"
        cards={accessories.map((item) => ({ ...item, id: item._uid || item.accessoryType }))}
      />
    </section>
  );
}
