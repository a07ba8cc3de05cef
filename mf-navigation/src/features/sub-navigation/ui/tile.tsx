import { imageSrcset, imageUrl, tileSizes } from '@shop/catalogue';
import type { NavigationItem, NavigationTileType } from '@shop/contracts';
import { NavLink } from '../../../entities/navigation';

// Long one-word names ("Geburtstagskarten") need more room below a 76 px circle than the circle itself.
const minTileWidth = 120;

type TileProps = {
  item: NavigationItem;
  type: NavigationTileType;
  basename: string;
  current: boolean;
};

/** One sub-navigation tile: circle 76×76, square 110×73 or square-image 110×110, with its text below. */
export function Tile({ item, type, basename, current }: TileProps) {
  const size = tileSizes[type];
  const asset = item.asset;
  return (
    <li
      className={`sub-nav__tile sub-nav__tile--${type}`}
      style={{ width: Math.max(size.width, minTileWidth) }}
    >
      <NavLink
        className="sub-nav__link"
        url={item.url}
        basename={basename}
        aria-current={current ? 'page' : undefined}
      >
        <span className="sub-nav__media" style={{ width: size.width, height: size.height }}>
          {asset && (
            <img
              src={imageUrl(asset.filename, {
                width: size.width,
                height: size.height,
                fit: 'cover',
              })}
              srcSet={imageSrcset(asset.filename, {
                width: size.width,
                height: size.height,
                fit: 'cover',
              })}
              width={size.width}
              height={size.height}
              alt=""
              loading="lazy"
              decoding="async"
            />
          )}
        </span>
        <span className="sub-nav__text">{item.text}</span>
      </NavLink>
    </li>
  );
}
