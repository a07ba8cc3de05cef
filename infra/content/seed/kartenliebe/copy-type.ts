import type { ConfiguratorKind } from '@shop/catalogue';
import type { ConfiguratorCopy, PageMeta } from '../wallart/copy-type';

export type { PageMeta };

/** The designers the card brand sells through: cards first, then calendars, photo books, collages. */
export const kartenliebeConfiguratorKinds = [
  'card',
  'calendar',
  'photobook',
  'collage',
] as const satisfies readonly ConfiguratorKind[];
export type KartenliebeConfiguratorKind = (typeof kartenliebeConfiguratorKinds)[number];

/** The card brand's category pages are occasions (the card occasion keys). */
export const occasionKeys = ['hochzeit', 'geburt', 'geburtstag', 'weihnachten', 'trauer'] as const;
export type OccasionKey = (typeof occasionKeys)[number];

export type KartenliebeCopy = {
  home: Omit<PageMeta, 'slug'> & {
    heroHeadline: string;
    heroText: string;
    heroCta: string;
    occasionsHeadline: string;
    matrixHeadline: string;
    storyHeadline: string;
    storyText: string[];
    quote: { text: string; author: string; role: string };
  };
  desktop: Omit<PageMeta, 'slug'> & { headline: string; subline: string };
  uspHeadline: string;
  usps: Array<{ icon: string; title: string; text: string }>;
  occasions: Record<
    OccasionKey,
    PageMeta & { headline: string; text: string; intro: string; designs: [string, string, string] }
  >;
  common: {
    themesHeadline: string;
    accessoriesHeadline: string;
    formatsHeadline: string;
    calculatorHeadline: string;
    calculatorTitle: string;
    calculatorCta: string;
    moreFormats: string;
    bestseller: string;
  };
  cardTypes: { klappkarte: string; postkarte: string };
  accessories: Record<'envelope' | 'inlay' | 'seal', { name: string; description: string }>;
  cardDetail: PageMeta & { headline: string; text: string };
  contact: PageMeta & {
    headline: string;
    text: string;
    topics: string[];
    submit: string;
    privacyNotice: string;
    person: { name: string; role: string };
  };
  voucher: PageMeta & { headline: string; text: string; cta: string; body: string };
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
  nav: {
    cards: string;
    occasions: string;
    vouchers: string;
    contact: string;
    newLabel: string;
    hotlineLabel: string;
    hotlineHours: string;
    footerService: string;
    footerOccasions: string;
    footerLegal: string;
    privacy: string;
    cookies: string;
    copyright: string;
  };
  /** Pre-configurator pages (`/configurator-{kind}`) of the designers the brand sells through. */
  configurator: Record<KartenliebeConfiguratorKind, ConfiguratorCopy>;
};
