import type {
  RemoteBlockName,
  RemoteBlockProps,
  remoteBlocks,
} from './content-model/remote-blocks';
import type { FooterProps, NavigationProps, SubNavigationProps } from './navigation';
import type { CalculatorDialogsProps, CalculatorProps } from './props/calculator';
import type { PageProps } from './props/cms-page';
import type { ProductPageProps, ThemesPageProps } from './props/product-pages';
import type { AccountDialogsProps, AccountPageProps, HeaderProps } from './remote-props';
import type { RemoteName, remoteContracts } from './remotes';

/** The content blocks a remote renders, as its modules: `./ProductDetailCard` → its block's props. */
type BlockModulesOf<R extends RemoteName> = {
  [
    K in RemoteBlockName as (typeof remoteBlocks)[K]['remote'] extends R
      ? (typeof remoteBlocks)[K]['module']
      : never
  ]: RemoteBlockProps<K>;
};

/**
 * The props of every module a remote exposes (or will expose): a slot typed from this map cannot
 * pass a module props it does not declare.
 */
export type RemoteModuleProps = {
  mf_navigation: {
    './Header': HeaderProps;
    './Navigation': NavigationProps;
    './SubNavigation': SubNavigationProps;
    './Footer': FooterProps;
  };
  mf_account: {
    './AccountDialogs': AccountDialogsProps;
    './AccountPage': AccountPageProps;
  };
  mf_calculator: { './Calculator': CalculatorProps; './CalculatorDialogs': CalculatorDialogsProps };
  mf_cms_page: { './Page': PageProps };
  mf_product_wrappers: {
    './ProductPage': ProductPageProps;
    './ThemesPage': ThemesPageProps;
  } & BlockModulesOf<'mf_product_wrappers'>;
};

/** A module of a remote, e.g. `'./Header'` of `mf_navigation`. */
export type RemoteModule<R extends RemoteName> = keyof RemoteModuleProps[R] & string;

/** Every module a remote must expose has declared props (checked by the compiler). */
export type ExposedModulesHaveProps = {
  [R in RemoteName]: (typeof remoteContracts)[R]['exposes'][number] extends RemoteModule<R>
    ? true
    : false;
};
