import type { ChannelId } from './channels';
import type { NavigationConfig } from './navigation';

export type Platform = 'web' | 'desktop';

export type ServiceHotline = { display: string; href: string };

/** What every parcel receives from the host: where it is and who it serves. */
export type StorefrontProps = {
  channel: ChannelId;
  /** Two-letter country code of the storefront, e.g. `de`. */
  country: string;
  /** Five-character locale, e.g. `de-DE`. */
  locale: string;
  platform: Platform;
  /** Path prefix of the router (locale and desktop segments), e.g. `/fr/d`. */
  basename: string;
};

/** Props of `mf_navigation/Header`, version 1. */
export type HeaderProps = StorefrontProps & {
  /** Current path below the basename. */
  pathname: string;
  /** Service hotline of the storefront's content (`tel:` href); null while content is unavailable. */
  hotline: ServiceHotline | null;
  /** Added in version 1.1: header links, burger menu and footer links of the content's global configuration. */
  navigation?: NavigationConfig | null;
};

/** Public settings of third-party sign-in and bot protection; null where the environment has none. */
export type AccountIntegrations = {
  googleClientId: string | null;
  recaptchaSiteKey: string | null;
};

/** Props of `mf_account/AccountDialogs`, version 1. */
export type AccountDialogsProps = StorefrontProps & { integrations: AccountIntegrations };

/** Props of `mf_account/AccountPage`, version 1: the pages under `/account/`. */
export type AccountPageProps = StorefrontProps & {
  integrations: AccountIntegrations;
  pathname: string;
};
