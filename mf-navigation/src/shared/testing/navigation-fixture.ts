import type { NavigationConfig, NavigationItem } from '@shop/contracts';

/** A navigation item with the defaults the edge fills in. */
export const navItem = (
  id: string,
  text: string,
  url: string,
  extra: Partial<NavigationItem> = {},
): NavigationItem => ({
  id,
  text,
  url,
  icon: null,
  label: null,
  navigationType: null,
  subNaviTileType: null,
  typeOverride: null,
  subnaviTitle: null,
  asset: null,
  isHeadlineItem: false,
  isOnlyInBurgerNavigation: false,
  alwaysShowSubNavi: false,
  subItems: [],
  flyoutGroups: [],
  ...extra,
});

const material = (key: string, text: string) =>
  navItem(`m-${key}`, text, `/wandbilder?materialType=${key}`, {
    asset: { filename: `/media/content/wallart/tile-${key}.jpg`, alt: text },
  });

/** The shape of the seeded wall-art configuration, in German. */
export const navigationFixture: NavigationConfig = {
  mainNavigation: [
    navItem('wall-art', 'Wandbilder', '/wandbilder', {
      navigationType: 'wall-art',
      subNaviTileType: 'circle',
      alwaysShowSubNavi: true,
      subItems: [
        navItem('h-materials', 'Materialien', '/wandbilder', { isHeadlineItem: true }),
        material('leinwand', 'Leinwand'),
        material('poster', 'Poster'),
        navItem('accessories', 'Zubehör', '/zubehoer', { typeOverride: 'square' }),
      ],
      flyoutGroups: [
        {
          flyoutGroupIdentifier: 'additional',
          flyoutGroupTitle: 'Außerdem beliebt',
          badge: null,
          flyoutGroupItems: [navItem('f-vouchers', 'Gutscheine', '/gutschein')],
        },
        {
          flyoutGroupIdentifier: 'bestseller',
          flyoutGroupTitle: 'Bestseller',
          badge: null,
          flyoutGroupItems: [material('leinwand', 'Leinwand')],
        },
        {
          flyoutGroupIdentifier: 'premium',
          flyoutGroupTitle: 'Premium',
          badge: 'Neu',
          flyoutGroupItems: [material('aludibond', 'Alu-Dibond')],
        },
      ],
    }),
    navItem('canvas', 'Leinwanddruck', '/leinwanddruck', {
      label: { labelText: 'Bestseller', backgroundColor: '#E4004F', textColor: '#FFFFFF' },
    }),
    navItem('photo', 'Fotoprodukte', '/fotoabzuege', {
      subNaviTileType: 'square-image',
      subItems: [
        navItem('prints', 'Fotoabzüge', '/fotoabzuege'),
        navItem('box', 'Fotobox', '/fotobox'),
      ],
    }),
    navItem('vouchers', 'Gutscheine', '/gutschein', { isOnlyInBurgerNavigation: true }),
  ],
  shops: [{ text: 'Fotoabzüge-Shop', url: '/fotoabzuege', color: '#F4B400', icon: 'camera' }],
  extraMenu: [navItem('help', 'Hilfe & FAQ', '/hilfe'), navItem('contact', 'Kontakt', '/kontakt')],
  hotline: {
    display: '0800 724 86 00',
    href: 'tel:+498007248600',
    label: 'Kundenservice',
    openingHours: 'Mo–Fr 8–18 Uhr',
  },
  footer: {
    columns: [
      {
        title: 'Service',
        links: [
          { text: 'Hilfe & FAQ', url: '/hilfe' },
          { text: 'Kontakt', url: '/kontakt' },
        ],
      },
      { title: 'Produkte', links: [{ text: 'Wandbilder', url: '/wandbilder' }] },
    ],
    legalLinks: [{ text: 'Datenschutz', url: '/datenschutz' }],
    copyright: '© Wallart GmbH',
    paymentMethods: ['visa', 'paypal'],
  },
  magazineUrl: '/magazin',
  serviceUrl: '/hilfe',
  cartUrl: null,
  topDealsUrl: null,
};
