import { link, story, type Ctx, type SeedStory } from '../build';
import { serviceHotlines } from '../locales';
import { privacySlugs } from '../privacy/privacy';
import { occasionKeys, type KartenliebeCopy } from './copy-type';
import { href } from './pages';

const item = (text: string, url: string, extra: Record<string, unknown> = {}) => ({
  component: 'NavigationItem',
  text,
  url,
  link: link(url),
  ...extra,
});

/** The card brand's navigation: occasions as circle tiles, vouchers, contact, hotline and footer. */
export function kartenliebeNavigation(ctx: Ctx, copy: KartenliebeCopy): SeedStory {
  const nav = copy.nav;
  const occasion = (key: (typeof occasionKeys)[number]) =>
    item(copy.occasions[key].name, href(copy.occasions[key].slug), {
      asset: {
        filename: `/media/content/${ctx.channel}/tile-${key}.jpg`,
        alt: copy.occasions[key].name,
      },
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
        item(nav.cards, href(copy.occasions.hochzeit.slug), {
          navigationType: 'occasions',
          subNaviTileType: 'circle',
          alwaysShowSubNavi: true,
          icon: 'card',
          subnaviTitle: nav.occasions,
          subItems: occasionKeys.map(occasion),
          flyoutGroups: [
            {
              component: 'FlyoutGroup',
              flyoutGroupIdentifier: 'items',
              flyoutGroupTitle: nav.occasions,
              flyoutGroupItems: occasionKeys.map(occasion),
            },
          ],
        }),
        ...occasionKeys.map((key) =>
          item(copy.occasions[key].name, href(copy.occasions[key].slug), {
            navigationType: 'occasions',
          }),
        ),
        item(nav.vouchers, href(copy.voucher.slug), {
          isOnlyInBurgerNavigation: true,
          icon: 'gift',
          label: { labelText: nav.newLabel, backgroundColor: '#B8860B', textColor: '#FFFFFF' },
        }),
      ],
      shops: [
        {
          component: 'ShopEntry',
          text: copy.occasions.hochzeit.name,
          link: link(href(copy.occasions.hochzeit.slug)),
          color: '#B8860B',
          icon: 'rings',
        },
        {
          component: 'ShopEntry',
          text: copy.occasions.weihnachten.name,
          link: link(href(copy.occasions.weihnachten.slug)),
          color: '#1B5E20',
          icon: 'star',
        },
      ],
      extraMenu: [
        item(nav.contact, href(copy.contact.slug), { icon: 'mail' }),
        item(nav.vouchers, href(copy.voucher.slug), { icon: 'gift' }),
      ],
      serviceHotline: serviceHotlines(ctx.locale, nav.hotlineLabel, nav.hotlineHours),
      footer: [
        {
          component: 'Footer',
          copyright: nav.copyright,
          paymentMethods: ['visa', 'mastercard', 'paypal', 'klarna'],
          columns: [
            {
              component: 'FooterColumn',
              title: nav.footerService,
              links: [
                footerLink(nav.contact, href(copy.contact.slug)),
                footerLink(nav.vouchers, href(copy.voucher.slug)),
              ],
            },
            {
              component: 'FooterColumn',
              title: nav.footerOccasions,
              links: occasionKeys.map((key) =>
                footerLink(copy.occasions[key].name, href(copy.occasions[key].slug)),
              ),
            },
          ],
          legalLinks: [
            footerLink(nav.privacy, privacy),
            footerLink(nav.cookies, '#cookie-settings'),
          ],
        },
      ],
      privacyPolicyUrl: privacy,
      serviceUrl: href(copy.contact.slug),
    },
    { group: 'global/config' },
  );
}
