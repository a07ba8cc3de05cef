import { describe, expect, it } from 'vitest';
import { navigationConfigFrom, safeLinkUrl } from './global-config';

const link = (url: string) => ({ url, linktype: 'url', cached_url: url });

describe('navigationConfigFrom', () => {
  it('keeps the navigation items, flyout groups, shops, hotline and footer of the gateway answer', () => {
    const config = navigationConfigFrom({
      mainNavigation: [
        {
          text: 'Wandbilder',
          url: '/wandbilder',
          link: link('/wandbilder'),
          navigationType: 'wall-art',
          subNaviTileType: 'circle',
          alwaysShowSubNavi: true,
          label: { labelText: 'Bestseller', backgroundColor: '#E4004F', textColor: '#FFFFFF' },
          subItems: [
            {
              text: 'Poster',
              link: link('/wandbilder?materialType=poster'),
              typeOverride: 'square',
            },
          ],
          flyoutGroups: [
            {
              flyoutGroupIdentifier: 'premium',
              flyoutGroupTitle: 'Premium',
              badge: 'Neu',
              flyoutGroupItems: [{ text: 'Alu', url: '/wandbilder?materialType=aludibond' }],
            },
          ],
        },
        { text: 'Gutscheine', url: '/gutschein', isOnlyInBurgerNavigation: true },
      ],
      shops: [{ text: 'Foto-Shop', link: link('/fotoabzuege'), color: '#F4B400', icon: 'camera' }],
      serviceHotline: {
        label: 'Kundenservice',
        phoneNumber: '0800 724 86 00',
        phoneHref: 'tel:+498007248600',
        openingHours: 'Mo–Fr',
      },
      footer: {
        copyright: '© Wallart',
        columns: [{ title: 'Service', links: [{ text: 'Hilfe', url: '/hilfe' }] }],
        legalLinks: [{ text: 'Cookies', url: '#cookie-settings' }],
      },
      serviceUrl: '/hilfe',
      magazineUrl: null,
    });
    const [wallArt, vouchers] = config.mainNavigation;
    expect(wallArt).toMatchObject({
      text: 'Wandbilder',
      url: '/wandbilder',
      navigationType: 'wall-art',
      subNaviTileType: 'circle',
      alwaysShowSubNavi: true,
    });
    expect(wallArt?.label).toEqual({
      labelText: 'Bestseller',
      backgroundColor: '#E4004F',
      textColor: '#FFFFFF',
    });
    expect(wallArt?.subItems[0]).toMatchObject({
      text: 'Poster',
      url: '/wandbilder?materialType=poster',
      typeOverride: 'square',
    });
    expect(wallArt?.flyoutGroups[0]).toMatchObject({
      flyoutGroupIdentifier: 'premium',
      badge: 'Neu',
      flyoutGroupItems: [{ text: 'Alu' }],
    });
    expect(vouchers?.isOnlyInBurgerNavigation).toBe(true);
    expect(config.shops).toEqual([
      { text: 'Foto-Shop', url: '/fotoabzuege', color: '#F4B400', icon: 'camera' },
    ]);
    expect(config.hotline).toEqual({
      display: '0800 724 86 00',
      href: 'tel:+498007248600',
      label: 'Kundenservice',
      openingHours: 'Mo–Fr',
    });
    expect(config.footer?.columns).toEqual([
      { title: 'Service', links: [{ text: 'Hilfe', url: '/hilfe' }] },
    ]);
    expect(config.footer?.legalLinks).toEqual([{ text: 'Cookies', url: '#cookie-settings' }]);
    expect(config).toMatchObject({
      serviceUrl: '/hilfe',
      magazineUrl: null,
      cartUrl: null,
      topDealsUrl: null,
    });
  });

  it('leaves out links with dangerous or foreign protocols, protocol-relative hosts and injected colours', () => {
    const config = navigationConfigFrom({
      mainNavigation: [
        { text: 'Script', url: 'javascript:alert(1)' },
        { text: 'Data', link: link('data:text/html,<b>x</b>') },
        { text: 'Elsewhere', url: '//evil.example/path' },
        { text: 'Quote', url: '/a"onmouseover="x' },
        {
          text: 'Fine',
          url: '/fine',
          label: { labelText: 'Neu', backgroundColor: 'red;background:url(x)' },
        },
      ],
      serviceHotline: { phoneNumber: '0800', phoneHref: 'javascript:call()' },
      footer: {
        columns: [
          {
            title: 'X',
            links: [
              { text: 'Bad', url: 'vbscript:x' },
              { text: 'Shop', url: 'https://www.example.com/' },
            ],
          },
        ],
      },
      serviceUrl: 'javascript:alert(1)',
    });
    expect(config.mainNavigation.map((item) => item.text)).toEqual(['Fine']);
    expect(config.mainNavigation[0]?.label?.backgroundColor).toBe('#1d1d1d');
    expect(config.hotline).toBeNull();
    expect(config.footer?.columns[0]?.links).toEqual([
      { text: 'Shop', url: 'https://www.example.com/' },
    ]);
    expect(config.serviceUrl).toBeNull();
  });

  it('answers an empty configuration for a body that is not one', () => {
    for (const body of [null, 'text', [], { mainNavigation: 'x', footer: 3 }]) {
      expect(navigationConfigFrom(body)).toMatchObject({
        mainNavigation: [],
        shops: [],
        extraMenu: [],
        hotline: null,
      });
    }
  });

  it('prefers the link field over the plain url', () => {
    expect(safeLinkUrl({ url: '/old', link: link('/new') })).toBe('/new');
    expect(safeLinkUrl({ url: ' JavaScript:alert(1)' })).toBeNull();
  });
});
