import type { CSSProperties } from 'react';
import { safeColor, textColorOn } from '@shop/ui';
import { ContentLink } from '../shared/ui/content-link';
import { Icon } from '../shared/ui/icon';
import type { BlockProps } from './types';
import './shop.css';

const defaultColor = '#1d1d1d';

/** A sub-shop as a coloured tile; the text colour follows the tile's colour so it stays readable. */
export function ShopEntry({ block }: BlockProps<'ShopEntry'>) {
  const background = safeColor(block.color) ?? defaultColor;
  const style = { background, color: textColorOn(background) } as CSSProperties;
  return (
    <ContentLink link={block.link} className="cms-shop__entry">
      <span className="cms-shop__tile" style={style} data-block="ShopEntry">
        <Icon name={block.icon} className="cms-shop__icon" />
        <span className="cms-shop__text">{block.text}</span>
      </span>
    </ContentLink>
  );
}
