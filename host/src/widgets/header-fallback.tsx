import { channels } from '@shop/catalogue';
import type { StorefrontProps } from '@shop/contracts';

/** Stands in for the navigation remote when it cannot load: the shop stays reachable. */
export function HeaderFallback({ storefront }: { storefront: StorefrontProps }) {
  return (
    <header className="shell-header-fallback" data-testid="header-fallback">
      <a href={storefront.basename || '/'}>{channels[storefront.channel].name}</a>
    </header>
  );
}

/** Reserves the header's height while it loads, so the page does not jump. */
export function HeaderSkeleton() {
  return <div className="shell-header-skeleton" aria-hidden="true" />;
}
