import type { HeaderProps } from '@shop/contracts';
import { brandName } from '../model/header-config';

/** What the parcel shows if the header itself fails to render: a way home. */
export function HeaderFallback({ channel, basename }: HeaderProps) {
  return (
    <header className="shop-header shop-header--fallback">
      <a className="shop-header__logo" href={basename || '/'}>
        {brandName(channel)}
      </a>
    </header>
  );
}
