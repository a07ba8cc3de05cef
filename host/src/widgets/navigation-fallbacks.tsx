import type { NavigationConfig, StorefrontProps } from '@shop/contracts';
import { createTranslator } from '@shop/i18n';

const href = (url: string, basename: string) => (url.startsWith('/') ? `${basename}${url}` : url);

/** Reserves the main navigation bar's height while it loads. */
export function NavigationSkeleton() {
  return <div className="shell-nav-skeleton" aria-hidden="true" />;
}

/** Reserves the sub-navigation's height while it loads (the shell only mounts it where it shows). */
export function SubNavigationSkeleton() {
  return <div className="shell-subnav-skeleton" aria-hidden="true" />;
}

export function FooterSkeleton() {
  return <div className="shell-footer-skeleton" aria-hidden="true" />;
}

/** Stands in for the main navigation when its remote cannot load: the categories stay reachable. */
export function NavigationFallback({
  storefront,
  navigation,
}: {
  storefront: StorefrontProps;
  navigation: NavigationConfig | null;
}) {
  const items = navigation?.mainNavigation.filter((item) => !item.isOnlyInBurgerNavigation) ?? [];
  if (items.length === 0) return null;
  return (
    <nav
      className="shell-nav-fallback"
      aria-label={createTranslator(storefront.locale)('navigation.main')}
      data-testid="navigation-fallback"
    >
      {items.map((item) => (
        <a key={item.id} href={href(item.url, storefront.basename)}>
          {item.text}
        </a>
      ))}
    </nav>
  );
}

/** Stands in for the footer when its remote cannot load: its links as a plain list. */
export function FooterFallback({
  storefront,
  navigation,
}: {
  storefront: StorefrontProps;
  navigation: NavigationConfig | null;
}) {
  const footer = navigation?.footer;
  if (!footer) return null;
  const links = [...footer.columns.flatMap((column) => column.links), ...footer.legalLinks];
  return (
    <footer className="shell-footer-fallback" data-testid="footer-fallback">
      {links.map((link) => (
        <a key={link.url} href={href(link.url, storefront.basename)}>
          {link.text}
        </a>
      ))}
    </footer>
  );
}
