import type { ConfiguratorKind } from '@shop/catalogue';

/** Everything the wall-art brand's pages say, per language. Slugs are the shop's category path words. */
export type PageMeta = { slug: string; name: string; title: string; description: string };
type Titled = { title: string; text: string };

export const categoryKeys = [
  'wallArt',
  'canvasPrints',
  'photoPrints',
  'photoBox',
  'photoCalendar',
] as const;
export type CategoryKey = (typeof categoryKeys)[number];

export type WallartCopy = {
  home: Omit<PageMeta, 'slug'> & {
    heroHeadline: string;
    heroText: string;
    heroCta: string;
    bentoHeadline: string;
    matrixHeadline: string;
    storyHeadline: string;
    storyText: string[];
    customerHeadline: string;
    customerText: string;
    quote: { text: string; author: string; role: string };
    shopHeadline: string;
    shopText: string;
    videoTitle: string;
    containerName: string;
    containerHeadline: string;
    containerText: string;
  };
  desktop: Omit<PageMeta, 'slug'> & {
    headline: string;
    subline: string;
    toolboxHeadline: string;
    tools: Record<'convertFile' | 'convertPdf' | 'download' | 'optimizeImage', Titled>;
  };
  uspHeadline: string;
  usps: Array<{ icon: string } & Titled>;
  materials: Record<
    | 'leinwand'
    | 'acrylglas'
    | 'aludibond'
    | 'poster'
    | 'forexplatte'
    | 'hahnemuehle'
    | 'gallerybond',
    string
  >;
  papers: Record<'simple' | 'poster' | 'fotopapier-matt' | 'hahnemuehle', string>;
  photoboxes: Record<'small' | 'max', string>;
  calendarTypes: Record<'wandkalender' | 'tischkalender' | 'familienplaner', string>;
  frames: Record<
    'holzrahmen' | 'alurahmen' | 'schattenfuge-leinwand',
    { name: string; description: string }
  >;
  accessories: Record<'posterbar' | 'screw', { name: string; description: string }>;
  categories: Record<CategoryKey, PageMeta & { headline: string; text: string; intro: string[] }>;
  category: {
    calculatorHeadline: string;
    calculatorTitle: string;
    calculatorCta: string;
    moreFormats: string;
    bestseller: string;
    formatsHeadline: string;
    sizesHeadline: string;
    sizesText: string;
    framesHeadline: string;
    qualityHeadline: string;
    quality: Titled[];
    subTeaserHeadline: string;
    subTeaserText: string;
    subTeaserCta: string;
    imageCaption: string;
    photoCaption: string;
    photographer: string;
  };
  /** Old German word for the photo box: a redirect story (only where the language has one). */
  legacyPhotoBoxSlug?: string;
  calendarDetail: PageMeta & { headline: string; text: string };
  collage: PageMeta & { headline: string; detail: PageMeta & { headline: string; text: string } };
  photobook: PageMeta & {
    headline: string;
    quote: { text: string; author: string };
    detail: PageMeta & { headline: string; text: string };
  };
  accessoriesPage: PageMeta & { headline: string; text: string; typesHeadline: string };
  contact: PageMeta & {
    headline: string;
    text: string;
    topics: string[];
    submit: string;
    privacyNotice: string;
    person: { name: string; role: string };
  };
  voucher: PageMeta & { headline: string; text: string; cta: string; body: string };
  poc: { headline: string; text: string; cta: string };
  feeds: Record<
    'collage' | 'calendar' | 'card',
    { title: string; description: string; headline: string; text: string }
  >;
  error: {
    name: string;
    title: string;
    description: string;
    headline: string;
    text: string;
    cta: string;
  };
  matrix: { bestseller: string; new: string };
  help: PageMeta & { headline: string; faq: Array<{ question: string; answer: string }> };
  nav: {
    wallArt: string;
    photoProducts: string;
    materialsHeading: string;
    framesHeading: string;
    bestseller: string;
    premium: string;
    additional: string;
    newLabel: string;
    help: string;
    vouchers: string;
    contact: string;
    photoShop: string;
    calendarShop: string;
    voucherShop: string;
    hotlineLabel: string;
    hotlineHours: string;
    footerService: string;
    footerProducts: string;
    footerLegal: string;
    privacy: string;
    cookies: string;
    copyright: string;
  };
  /** Pre-configurator pages (`/configurator-{kind}`): what the designer is about to make. */
  configurator: Record<ConfiguratorKind, ConfiguratorCopy>;
};

/** Copy of a pre-configurator page: the product's name, SEO fields and the page's headline. */
export type ConfiguratorCopy = {
  name: string;
  title: string;
  description: string;
  headline: string;
  text: string;
};
