import { Icon } from '../shared/ui/icon';
import type { BlockProps } from './types';
import './usp-teaser.css';

/** One promise of the shop: an icon, its title and a short explanation. */
export function UspItem({ block }: BlockProps<'UspItem'>) {
  return (
    <div className="cms-usp-teaser__item" data-block="UspItem">
      <Icon name={block.icon} className="cms-usp-teaser__icon" />
      <span className="cms-usp-teaser__copy">
        <strong className="cms-usp-teaser__title">{block.title}</strong>
        {block.text && <span className="cms-usp-teaser__text">{block.text}</span>}
      </span>
    </div>
  );
}
