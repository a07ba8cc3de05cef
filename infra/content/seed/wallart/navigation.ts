import { link, story, type Ctx, type SeedStory } from '../build';
import { serviceHotlines } from '../locales';
import { privacySlugs } from '../privacy/privacy';
import type { WallartCopy } from './copy-type';
import { shopEntries } from './pages-home';
import { materialLink } from './pages-category';
import { categoryHref, href } from './shared';

type Json = Record<string, unknown>;

const item = (text: string, url: string, extra: Json = {}): Json => ({
  component: 'NavigationItem',
  text,
  url,
  link: link(url),
  ...extra,
});

/** The navigation's global configuration for one locale (`{locale}/global/config`). */
export function wallartNavigation(ctx: Ctx, copy: WallartCopy): SeedStory {
  const m = copy.materials;
  const nav = copy.nav;
  const material = (key: keyof WallartCopy['materials'], extra: Json = {}) =>
    item(m[key], materialLink(copy, key).url, {
      asset: { filename: `/media/content/${ctx.channel}/tile-${key}.jpg`, alt: m[key] },
      ...extra,
    });
  const wallArt = item(nav.wallArt, categoryHref(copy, 'wallArt'), {
    navigationType: 'wall-art',
    subNaviTileType: 'circle',
    alwaysShowSubNavi: true,
    icon: 'frame',
    subNaviTitle: copy.categories.wallArt.headline,
    subItems: [
      item(nav.materialsHeading, categoryHref(copy, 'wallArt'), { isHeadlineItem: true }),
      material('leinwand'),
      material('acrylglas'),
      material('aludibond'),
      material('poster'),
      material('forexplatte'),
      item(nav.framesHeading, href(copy.accessoriesPage.slug), { isHeadlineItem: true }),
      item(copy.accessoriesPage.name, href(copy.accessoriesPage.slug), {
        typeOverride: 'square',
        asset: {
          filename: `/media/content/${ctx.channel}/accessory-posterbar.jpg`,
          alt: copy.accessoriesPage.name,
        },
      }),
    ],
    flyoutGroups: [
      {
        component: 'FlyoutGroup',
        flyoutGroupIdentifier: 'bestseller',
        flyoutGroupTitle: nav.bestseller,
        type: 'list',
        flyoutGroupItems: [material('leinwand'), material('acrylglas'), material('poster')],
      },
      {
        component: 'FlyoutGroup',
        flyoutGroupIdentifier: 'premium',
        flyoutGroupTitle: nav.premium,
        type: 'list',
        badge: nav.newLabel,
        flyoutGroupItems: [material('aludibond'), material('gallerybond'), material('hahnemuehle')],
      },
      {
        component: 'FlyoutGroup',
        flyoutGroupIdentifier: 'additional',
        flyoutGroupTitle: nav.additional,
        type: 'list',
        flyoutGroupItems: [
          item(copy.categories.canvasPrints.name, categoryHref(copy, 'canvasPrints')),
          item(copy.accessoriesPage.name, href(copy.accessoriesPage.slug)),
          item(nav.vouchers, href(copy.voucher.slug)),
        ],
      },
    ],
  });
  const photoItem = (key: 'photoPrints' | 'photoBox' | 'photoCalendar') =>
    item(copy.categories[key].name, categoryHref(copy, key), {
      asset: {
        filename: `/media/content/${ctx.channel}/tile-${key}.jpg`,
        alt: copy.categories[key].name,
      },
    });
  const photo = item(nav.photoProducts, categoryHref(copy, 'photoPrints'), {
    navigationType: 'photo-products',
    subNaviTileType: 'square-image',
    icon: 'camera',
    subItems: [
      photoItem('photoPrints'),
      photoItem('photoBox'),
      photoItem('photoCalendar'),
      item(copy.collage.name, href(copy.collage.slug), {
        asset: {
          filename: `/media/content/${ctx.channel}/tile-collage.jpg`,
          alt: copy.collage.name,
        },
      }),
      item(copy.photobook.name, href(copy.photobook.slug), {
        asset: {
          filename: `/media/content/${ctx.channel}/tile-photobook.jpg`,
          alt: copy.photobook.name,
        },
      }),
    ],
  });
  const privacy = href(privacySlugs[ctx.locale.slice(0, 2) as keyof typeof privacySlugs]);
  const footerLink = (text: string, url: string) => ({ component: 'FooterLink', text, url });
  return story(
    ctx,
    'global/config',
    'Global configuration',
    {
      component: 'GlobalConfig',
      mainNavigation: [
        wallArt,
        item(copy.categories.canvasPrints.name, categoryHref(copy, 'canvasPrints'), {
          navigationType: 'wall-art',
          label: {
            labelText: copy.matrix.bestseller,
            backgroundColor: '#E4004F',
            textColor: '#FFFFFF',
          },
        }),
        photo,
        item(copy.categories.photoCalendar.name, categoryHref(copy, 'photoCalendar'), {
          navigationType: 'photo-products',
        }),
        item(copy.photobook.name, href(copy.photobook.slug), { navigationType: 'photo-products' }),
        item(nav.vouchers, href(copy.voucher.slug), {
          isOnlyInBurgerNavigation: true,
          icon: 'gift',
        }),
      ],
      shops: shopEntries(copy),
      extraMenu: [
        item(nav.help, href(copy.help.slug), { icon: 'help' }),
        item(nav.contact, href(copy.contact.slug), { icon: 'mail' }),
        item(nav.vouchers, href(copy.voucher.slug), { icon: 'gift' }),
      ],
      serviceHotline: serviceHotlines(ctx.locale, nav.hotlineLabel, nav.hotlineHours),
      footer: [
        {
          component: 'Footer',
          copyright: nav.copyright,
          paymentMethods: ['visa', 'mastercard', 'paypal', 'klarna', 'apple-pay'],
          columns: [
            {
              component: 'FooterColumn',
              title: nav.footerService,
              links: [
                footerLink(nav.help, href(copy.help.slug)),
                footerLink(nav.contact, href(copy.contact.slug)),
                footerLink(nav.vouchers, href(copy.voucher.slug)),
              ],
            },
            {
              component: 'FooterColumn',
              title: nav.footerProducts,
              links: [
                footerLink(copy.categories.wallArt.name, categoryHref(copy, 'wallArt')),
                footerLink(copy.categories.photoPrints.name, categoryHref(copy, 'photoPrints')),
                footerLink(copy.categories.photoCalendar.name, categoryHref(copy, 'photoCalendar')),
                footerLink(copy.photobook.name, href(copy.photobook.slug)),
              ],
            },
          ],
          legalLinks: [
            footerLink(nav.privacy, privacy),
            footerLink(nav.cookies, '#cookie-settings'),
          ],
        },
      ],
      privacyPolicyUrl: privacy,
      serviceUrl: href(copy.help.slug),
    },
    { group: 'global/config' },
  );
}
