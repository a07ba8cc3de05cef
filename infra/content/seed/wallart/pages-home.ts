import { cta, headline, img, link, page, story, uuidOf, type Ctx, type SeedStory } from '../build';
import { hotlines, countryOf } from '../locales';
import { doc } from '../richtext';
import { categoryKeys, type WallartCopy } from './copy-type';
import { calculator } from './products';
import { categoryHref, href, itemPath, matrixKeys } from './shared';

type Json = Record<string, unknown>;

export const uspTeaser = (copy: WallartCopy): Json => ({
  component: 'UspTeaser',
  headline: copy.uspHeadline,
  items: copy.usps.map((usp) => ({ component: 'UspItem', ...usp })),
});

const bento = (ctx: Ctx, copy: WallartCopy, title: string): Json => ({
  component: 'BentoGrid',
  headline: title,
  tiles: categoryKeys.slice(0, 4).map((key, index) => ({
    component: 'BentoTile',
    size: (['large', 'tall', 'wide', 'small'] as const)[index],
    title: copy.categories[key].name,
    text: copy.categories[key].text,
    image: img(ctx, `bento-${key}`, copy.categories[key].name),
    link: link(categoryHref(copy, key)),
  })),
});

export function homePages(ctx: Ctx, copy: WallartCopy): SeedStory[] {
  const { home, desktop } = copy;
  const hotline = hotlines[countryOf(ctx.locale)]!;
  const start = page(home, {
    teaser: [
      {
        component: 'Teaser',
        variant: 'hero',
        headline: home.heroHeadline,
        text: home.heroText,
        image: img(ctx, 'hero-home', home.heroHeadline),
        cta: cta(home.heroCta, categoryHref(copy, 'wallArt')),
      },
    ],
    uspTeaser: [uspTeaser(copy)],
    calculator: [calculator(copy, 'wallArt')],
    activeNavigation: 'home',
    ogImages: [img(ctx, 'og-home', home.heroHeadline)],
    structuredData: [
      {
        '@type': 'Organization',
        name: ctx.brand,
        url: '/',
        logo: `/media/content/${ctx.channel}/logo.svg`,
        foundingDate: '2011',
        contactPoint: {
          '@type': 'ContactPoint',
          telephone: hotline.tel.replace('tel:', ''),
          contactType: 'customer service',
        },
      },
      { '@type': 'WebSite', name: ctx.brand, url: '/' },
    ],
    body: [
      bento(ctx, copy, home.bentoHeadline),
      {
        component: 'ProductMatrix',
        headline: home.matrixHeadline,
        initialItems: matrixKeys.slice(0, 3).map((key) => uuidOf(ctx, itemPath(key))),
        items: matrixKeys.map((key) => uuidOf(ctx, itemPath(key))),
      },
      {
        component: 'PublicContainer',
        headline: home.storyHeadline,
        background: 'light',
        body: [{ component: 'Text', text: doc(...home.storyText) }],
      },
      { component: 'Container', items: [uuidOf(ctx, 'shared/inspiration')] },
      // The content_switch experiment: customer pictures (on) against a customer quote (off).
      {
        component: 'CustomerPicture',
        contentVariant: 'on',
        headline: home.customerHeadline,
        text: home.customerText,
        images: [1, 2, 3, 4].map((n) => img(ctx, `customer-${n}`, home.customerHeadline)),
      },
      { component: 'Quote', contentVariant: 'off', ...home.quote, rating: 5 },
      {
        component: 'Video',
        title: home.videoTitle,
        url: `/media/content/${ctx.channel}/upload-to-wall.mp4`,
        poster: img(ctx, 'video-poster', home.videoTitle),
      },
      {
        component: 'Shop',
        headline: home.shopHeadline,
        text: home.shopText,
        entries: shopEntries(copy),
      },
    ],
  });
  const desktopStart = page(
    desktop,
    {
      activeNavigation: 'home',
      body: [
        headline(desktop.headline, 'h1', desktop.subline),
        bento(ctx, copy, home.bentoHeadline),
        {
          component: 'Toolbox',
          headline: desktop.toolboxHeadline,
          items: (
            Object.entries(desktop.tools) as Array<[string, { title: string; text: string }]>
          ).map(([tool, item]) => ({
            component: 'ToolboxTool',
            tool: tool.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`),
            ...item,
          })),
        },
      ],
    },
    'noindex,follow',
  );
  return [
    story(ctx, '', home.name, start, { group: 'home', position: -100 }),
    story(ctx, 'desktop-startseite', desktop.name, desktopStart, {
      group: 'desktop-startseite',
      position: -90,
    }),
  ];
}

/** Sub-shops of the brand, shown on the start page and in the burger navigation. */
export function shopEntries(copy: WallartCopy): Json[] {
  return [
    {
      component: 'ShopEntry',
      text: copy.nav.photoShop,
      link: link(categoryHref(copy, 'photoPrints')),
      color: '#F4B400',
      icon: 'camera',
    },
    {
      component: 'ShopEntry',
      text: copy.nav.calendarShop,
      link: link(categoryHref(copy, 'photoCalendar')),
      color: '#0F9D58',
      icon: 'calendar',
    },
    {
      component: 'ShopEntry',
      text: copy.nav.voucherShop,
      link: link(href(copy.voucher.slug)),
      color: '#E4004F',
      icon: 'gift',
    },
  ];
}
