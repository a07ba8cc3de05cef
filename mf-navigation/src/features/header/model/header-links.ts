import type { NavigationConfig } from '@shop/contracts';

export type HeaderLinks = {
  magazine: string | null;
  service: string | null;
  cart: string;
  account: string;
  topDeals: string | null;
};

/** The account area the host serves; the cart lives there until content names a cart page. */
const accountPath = '/account';

/**
 * The header's links for this storefront, from the content's global configuration (each locale
 * names its own pages); a page content does not name is left out rather than guessed.
 */
export function headerLinks(navigation: NavigationConfig | null | undefined): HeaderLinks {
  return {
    magazine: navigation?.magazineUrl ?? null,
    service: navigation?.serviceUrl ?? null,
    cart: navigation?.cartUrl ?? accountPath,
    account: accountPath,
    topDeals: navigation?.topDealsUrl ?? null,
  };
}
