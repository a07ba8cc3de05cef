import type { ChannelId, StorefrontProps } from '@shop/contracts';
import type { CountryCode, Locale } from '@shop/catalogue';

/** Where a wrapper renders, as the models need it. */
export type Storefront = {
  channel: ChannelId;
  country: CountryCode;
  locale: Locale;
  basename: string;
};

export const storefrontOf = (props: StorefrontProps): Storefront => ({
  channel: props.channel,
  country: props.country as CountryCode,
  locale: props.locale as Locale,
  basename: props.basename,
});

export type LoadStatus = 'idle' | 'pending' | 'success' | 'error';

/** The page's query without `?`; empty outside the browser. */
export function pageSearch(): string {
  return typeof window === 'undefined' ? '' : window.location.search.replace(/^\?/, '');
}

/** The page's cookies, for the designer link's gclid; empty outside the browser. */
export function pageCookies(): string {
  return typeof document === 'undefined' ? '' : document.cookie;
}

/** What a detail block starts with: its block, the storefront, the page's query and cookies. */
export type DetailSetup<Block> = {
  block: Block;
  storefront: Storefront;
  search: string;
  cookies: string;
};
