import type { StorefrontProps } from '../remote-props';

/** Which page the product route shows: all products, or a pre-configurator of calendars or cards. */
export type ProductPageKind = 'products' | 'calendar' | 'card';

/** Props of `mf_product_wrappers/ProductPage`, version 1. */
export type ProductPageProps = StorefrontProps & {
  /** Current path below the basename. */
  pathname: string;
  kind: ProductPageKind;
  /** The page's query without `?` (design, format and sku preselections). */
  search: string;
};

/** Props of `mf_product_wrappers/ThemesPage`, version 1. */
export type ThemesPageProps = StorefrontProps & {
  pathname: string;
  /** The theme shown; the route answers 404 without one. */
  themeId: string;
};
