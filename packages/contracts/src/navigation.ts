import type { ServiceHotline, StorefrontProps } from './remote-props';

/** Sub-navigation tile shapes (circle 76×76, square 110×73, square-image 110×110). */
export type NavigationTileType = 'circle' | 'square' | 'square-image';

export type NavigationImage = { filename: string; alt: string };

/** A coloured label beside a navigation item's text. */
export type NavigationLabel = { labelText: string; backgroundColor: string; textColor: string };

/** One navigation item of the content's global configuration. */
export type NavigationItem = {
  /** Stable within one configuration (content `_uid`, else the item's position). */
  id: string;
  text: string;
  /** A storefront path below the basename (`/wandbilder?materialType=poster`) or an absolute http(s) URL. */
  url: string;
  icon: string | null;
  label: NavigationLabel | null;
  navigationType: string | null;
  /** How this item's sub-items show as tiles; `typeOverride` of a sub-item wins. */
  subNaviTileType: NavigationTileType | null;
  typeOverride: NavigationTileType | null;
  subnaviTitle: string | null;
  asset: NavigationImage | null;
  isHeadlineItem: boolean;
  isOnlyInBurgerNavigation: boolean;
  alwaysShowSubNavi: boolean;
  subItems: NavigationItem[];
  flyoutGroups: FlyoutGroup[];
};

/** A column of a main item's flyout: `bestseller`, `premium`, `additional` or single items. */
export type FlyoutGroup = {
  flyoutGroupIdentifier: string;
  flyoutGroupTitle: string;
  badge: string | null;
  flyoutGroupItems: NavigationItem[];
};

export type ShopEntry = { text: string; url: string; color: string | null; icon: string | null };

export type FooterLink = { text: string; url: string };
export type FooterColumn = { title: string; links: FooterLink[] };
export type FooterConfig = {
  columns: FooterColumn[];
  legalLinks: FooterLink[];
  copyright: string | null;
  paymentMethods: string[];
};

/** The navigation's part of the content's global configuration, as the edge inlines it. */
export type NavigationConfig = {
  mainNavigation: NavigationItem[];
  shops: ShopEntry[];
  extraMenu: NavigationItem[];
  hotline: (ServiceHotline & { label: string | null; openingHours: string | null }) | null;
  footer: FooterConfig | null;
  magazineUrl: string | null;
  serviceUrl: string | null;
  /** Where the cart lives; null while content names no cart page (the header then links the account area). */
  cartUrl: string | null;
  /** The top-deals page of the experiment `voll_965_top_deal_labels`; null while content names none. */
  topDealsUrl: string | null;
};

/** Props of `mf_navigation/Navigation`, version 1: the desktop main navigation bar with flyouts. */
export type NavigationProps = StorefrontProps & {
  pathname: string;
  navigation: NavigationConfig | null;
};

/** Props of `mf_navigation/SubNavigation`, version 1: tiles of the page's navigation item. */
export type SubNavigationProps = StorefrontProps & {
  pathname: string;
  search: string;
  navigation: NavigationConfig | null;
  /** The story's `activeNavigation` (a navigation type, `home` or `none`); null without a story. */
  activeNavigation: string | null;
};

/** Props of `mf_navigation/Footer`, version 1. */
export type FooterProps = StorefrontProps & { navigation: NavigationConfig | null };
