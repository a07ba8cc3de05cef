/**
 * Every remote the host can load, with the modules it must expose. A release set may only pin
 * an artifact whose mf-manifest.json exposes at least these.
 */
export const remoteContracts = {
  mf_navigation: {
    packageName: 'mf-navigation',
    exposes: ['./Header', './Navigation', './SubNavigation', './Footer'],
  },
  mf_account: {
    packageName: 'mf-account',
    exposes: ['./AccountDialogs', './AccountPage'],
  },
  mf_calculator: { packageName: 'mf-calculator', exposes: ['./Calculator', './CalculatorDialogs'] },
  mf_cms_page: { packageName: 'mf-cms-page', exposes: ['./Page'] },
  mf_product_wrappers: {
    packageName: 'mf-product-wrappers',
    exposes: [
      './ProductPage',
      './ThemesPage',
      './ProductDetailAccessory',
      './ProductDetailCalendar',
      './ProductDetailCard',
      './ProductDetailCollage',
      './ProductDetailPhotobook',
      './OverviewCalendar',
      './OverviewCollage',
      './OverviewPhotobook',
      './OverviewThemes',
    ],
  },
} as const satisfies Record<string, { packageName: string; exposes: readonly string[] }>;

export type RemoteName = keyof typeof remoteContracts;
export const remoteNames = Object.keys(remoteContracts) as RemoteName[];
