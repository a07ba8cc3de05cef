import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { linkTarget } from '../lib/href';
import { useLocationSearch } from '../../../shared/lib/use-location-search';

type NavLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  url: string;
  basename: string;
  children: ReactNode;
};

/** A link from the configuration: below the storefront's basename, another host in a new tab. */
export function NavLink({ url, basename, children, ...rest }: NavLinkProps) {
  const search = useLocationSearch();
  return (
    <a {...linkTarget(url, basename, search)} {...rest}>
      {children}
    </a>
  );
}
