// The Module Federation runtime API, answered by static imports: the measured pages as one build.
import * as accountDialogs from '../../mf-account/src/app/account-dialogs-parcel';
import * as calculator from '../../mf-calculator/src/app/calculator-parcel';
import * as calculatorDialogs from '../../mf-calculator/src/app/calculator-dialogs-parcel';
import * as page from '../../mf-cms-page/src/app/page-parcel';
import * as footer from '../../mf-navigation/src/app/footer-parcel';
import * as header from '../../mf-navigation/src/app/header-parcel';
import * as navigation from '../../mf-navigation/src/app/navigation-parcel';
import * as subNavigation from '../../mf-navigation/src/app/sub-navigation-parcel';
import * as overviewThemes from '../../mf-product-wrappers/src/app/overview-themes-parcel';
import * as productDetailCard from '../../mf-product-wrappers/src/app/product-detail-card-parcel';
import * as productDetailPhotobook from '../../mf-product-wrappers/src/app/product-detail-photobook-parcel';

/**
 * Every module the benchmark's pages mount (layout, content page and its blocks) and the dialogs
 * they open, keyed like `loadRemote` asks for them; nothing else, so the floor carries no code the
 * pages do not use. The benchmark checks that each page and its floor mount the same modules.
 */
const modules: Record<string, unknown> = {
  'mf_navigation/Header': header,
  'mf_navigation/Navigation': navigation,
  'mf_navigation/SubNavigation': subNavigation,
  'mf_navigation/Footer': footer,
  'mf_account/AccountDialogs': accountDialogs,
  'mf_cms_page/Page': page,
  'mf_calculator/Calculator': calculator,
  'mf_calculator/CalculatorDialogs': calculatorDialogs,
  'mf_product_wrappers/OverviewThemes': overviewThemes,
  'mf_product_wrappers/ProductDetailCard': productDetailCard,
  'mf_product_wrappers/ProductDetailPhotobook': productDetailPhotobook,
};

export function registerRemotes(): void {}

export async function loadRemote<T>(id: string): Promise<T> {
  if (!(id in modules)) throw new Error(`the monolith build has no module ${id}`);
  return modules[id] as T;
}
