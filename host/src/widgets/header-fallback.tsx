import type { StorefrontProps } from '@shop/contracts';

const brand: Record<StorefrontProps['channel'], string> = { wallart: 'Wallart', kartenliebe: 'kartenliebe' };

/** Stands in for the navigation remote when it cannot load: the shop stays reachable. */
export function HeaderFallback({ storefront }: { storefront: StorefrontProps }) {
  return (
    <header className="shell-header-fallback" data-testid="header-fallback">
      <a href={storefront.basename || '/'}>{brand[storefront.channel]}</a>
    </header>
  );
}

/** Reserves the header's height while it loads, so the page does not jump. */
export function HeaderSkeleton() {
  return <div className="shell-header-skeleton" aria-hidden="true" />;
}
