import { createContext, useContext } from 'react';
import { currencyForLocale, type Currency, type Locale } from '@shop/catalogue';
import { createTranslator, type Translate } from '@shop/i18n';
import type { PageProps, StorefrontProps } from '@shop/contracts';

/** What every block needs to know about where it renders. */
export type CmsContext = {
  storefront: StorefrontProps;
  locale: Locale;
  currency: Currency;
  basename: string;
  pathname: string;
  platform: PageProps['platform'];
  contentVariant: PageProps['contentVariant'];
  pinnedRemotes: ReadonlySet<string>;
  /** The one block that carries the page's h1 (the first hero teaser or h1 headline); others step down to h2. */
  h1Uid: string | null;
  t: Translate;
};

export function createCmsContext(props: PageProps, h1Uid: string | null = null): CmsContext {
  const locale = props.locale as Locale;
  const { channel, country, platform, basename } = props;
  return {
    storefront: { channel, country, locale: props.locale, platform, basename },
    locale,
    currency: currencyForLocale(locale),
    basename: props.basename,
    pathname: props.pathname,
    platform: props.platform,
    contentVariant: props.contentVariant,
    pinnedRemotes: new Set(props.pinnedRemotes),
    h1Uid,
    t: createTranslator(locale),
  };
}

const Context = createContext<CmsContext | null>(null);
export const CmsContextProvider = Context.Provider;

export function useCms(): CmsContext {
  const context = useContext(Context);
  if (!context)
    throw new Error('Blocks render inside the CMS page (CmsContextProvider is missing)');
  return context;
}
