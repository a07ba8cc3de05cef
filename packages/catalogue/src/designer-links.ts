import type { ChannelId } from '@shop/contracts';
import { channelDefaults } from './channels';
import type { Locale } from './locales';
import { normaliseCardQuantity } from './card-quantities';
import { parseFormat } from './formats';
import type { Dimensions } from './formats';
import { photobookOrientation } from './photobooks';
import type { ProductKind } from './product-kind';

export type DesignerBase =
  'calendar' | 'card' | 'collage' | 'photobook' | 'photobox' | 'photoFrame';
export type DesignerConfig = { basePaths: Record<DesignerBase, string> };

// One folder per designer under /designer.
export const defaultDesignerConfig: DesignerConfig = {
  basePaths: {
    calendar: '/designer/calendar',
    card: '/designer/card',
    collage: '/designer/collage',
    photobook: '/designer/photobook',
    photobox: '/designer/photobox',
    photoFrame: '/designer/photo-frame',
  },
};

/** Default config with some base paths replaced (relative paths or absolute designer URLs). */
export function createDesignerConfig(
  basePaths: Partial<Record<DesignerBase, string>> = {},
): DesignerConfig {
  return { basePaths: { ...defaultDesignerConfig.basePaths, ...basePaths } };
}

type Common = {
  locale: Locale;
  /** Ad-click id, usually `readGclid(document.cookie)`. */
  gclid?: string | null;
  sku?: string;
  addToCart?: boolean;
  disableCache?: boolean;
};
export type CalendarLink = Common & {
  kind: 'calendar';
  calendarType?: string;
  designGroupId?: string | number;
  designId?: string | number;
  formatType?: string;
  mountingType?: string;
  /** First month shown; `YYYY-MM(-DD)` or a date. Defaults to the current month. */
  startDate?: string | Date;
  accessoryTypes?: readonly string[];
};
export type CardLink = Common & {
  kind: 'card';
  /** Without a theme the designer starts with its theme choice (e.g. from the card calculator). */
  themeId?: string | number;
  /** Card type: `klappkarte`, `postkarte`, `doppelkarte`. */
  cardType?: string;
  formatType?: string;
  designId?: string | number;
  quantity?: number | 'sample';
  sample?: boolean;
  referral?: string;
};
export type PhotobookLink = Common & {
  kind: 'photobook';
  /** Printing and cover together (`echtfotobuch-hard`), or use photobookPrinting and photobookCover. */
  photobookType?: string;
  photobookPrinting?: string;
  photobookCover?: string;
  designGroupSetId?: string | number;
  binding?: string;
  paper?: string;
  format?: string;
  pageCount?: number;
  amount?: number;
  refinement?: string;
};
export type PhotoboxLink = Common & {
  kind: 'photobox' | 'photoPrints';
  photoboxType?: string;
  /** `150x100` or width and height in mm. */
  format: string | Dimensions;
};
export type PhotoFrameLink = Common & {
  kind: 'photoFrame';
  materialType?: string;
  frameType?: string;
  formatType?: string;
  matSize?: number;
  matType?: string;
  /** A frame without a print: the material type is dropped. */
  frameOnly?: boolean;
};
export type CollageLink = Common & {
  kind: 'collage';
  /** Defaults to the channel's collage id. */
  designId?: string | number;
  materialType?: string;
  frameType?: string;
  formatType?: string;
  productType?: string;
  tileCount?: number;
};
export type DesignerLink =
  CalendarLink | CardLink | PhotobookLink | PhotoboxLink | PhotoFrameLink | CollageLink;

export type DesignerLinkOptions = {
  channel: ChannelId;
  config?: DesignerConfig;
  /** Clock for the calendar's default start month. */
  now?: Date;
};

type Query = Record<string, string | number | boolean | null | undefined>;

const baseOf: Record<ProductKind, DesignerBase> = {
  calendar: 'calendar',
  card: 'card',
  collage: 'collage',
  photobook: 'photobook',
  photobox: 'photobox',
  photoPrints: 'photobox',
  photoFrame: 'photoFrame',
};

function startMonth(
  startDate: string | Date | undefined,
  now: Date,
): { startMonth: number; year: number } {
  const iso = typeof startDate === 'string' ? /^(\d{4})-(\d{1,2})/.exec(startDate) : null;
  if (iso) return { startMonth: Number(iso[2]), year: Number(iso[1]) };
  const date = startDate instanceof Date ? startDate : now;
  return { startMonth: date.getMonth() + 1, year: date.getFullYear() };
}

function splitPhotobookType(link: PhotobookLink): { printing?: string; cover?: string } {
  if (!link.photobookType) return { printing: link.photobookPrinting, cover: link.photobookCover };
  const match = /^(.+)[-_](hard|soft)$/.exec(link.photobookType);
  if (!match) return { printing: link.photobookType, cover: link.photobookCover };
  return { printing: match[1], cover: match[2] };
}

function productQuery(link: DesignerLink, options: DesignerLinkOptions): Query {
  switch (link.kind) {
    case 'calendar':
      return {
        productType: link.calendarType,
        designGroupId: link.designGroupId,
        designId: link.designId,
        formatType: link.formatType,
        mountingType: link.mountingType,
        ...startMonth(link.startDate, options.now ?? new Date()),
        optionTypes: link.accessoryTypes?.length ? link.accessoryTypes.join(',') : 'ohne',
      };
    case 'card': {
      const sample = link.sample === true || link.quantity === 'sample';
      return {
        themeId: link.themeId,
        designId: link.designId,
        productType: link.cardType,
        formatType: link.formatType,
        quantity: link.quantity === undefined ? undefined : normaliseCardQuantity(link.quantity),
        sample: sample || undefined,
        // Sample orders arrive from Google Shopping ads unless the caller knows better.
        s: link.referral ?? (sample ? 'googleshopping' : undefined),
      };
    }
    case 'photobook': {
      const { printing, cover } = splitPhotobookType(link);
      const orientation = link.format ? photobookOrientation(link.format) : undefined;
      return {
        designGroupSetId: link.designGroupSetId,
        photobookPrinting: printing,
        photobookCover: cover,
        photobookBinding: link.binding,
        photobookPaper: link.paper,
        photobookFormat: link.format,
        photobookPages: link.pageCount,
        amount: link.amount ?? 1,
        refinementType:
          link.refinement === 'none' || link.refinement === 'ohne' ? undefined : link.refinement,
        templateId:
          orientation === 'din-landscape'
            ? 'landscape'
            : orientation === 'din-portrait'
              ? 'portrait'
              : orientation && 'square',
      };
    }
    case 'photobox':
    case 'photoPrints': {
      const { width, height } =
        typeof link.format === 'string' ? parseFormat(link.format) : link.format;
      return {
        photoboxType: link.kind === 'photobox' ? (link.photoboxType ?? 'small') : 'photoprint',
        photoboxFormat: width && height ? `${width}x${height}` : undefined,
      };
    }
    case 'photoFrame':
      return {
        materialType: link.frameOnly ? undefined : link.materialType,
        frameType: link.frameType,
        formatType: link.formatType,
        matSize: link.matSize,
        matType: link.matType,
      };
    case 'collage':
      return {
        designId: link.designId ?? channelDefaults(options.channel).collageId,
        materialType: link.materialType,
        frameType: link.frameType,
        formatType: link.formatType,
        productType: link.productType,
        tileCount: link.tileCount,
      };
  }
}

/** Appends query parameters, skipping empty ones; booleans become `1`. */
export function appendQuery(base: string, query: Query): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '' || value === false) continue;
    search.append(key, value === true ? '1' : String(value));
  }
  const text = search.toString();
  if (!text) return base;
  return `${base}${base.includes('?') ? '&' : '?'}${text}`;
}

/** The designer URL for a product: base path of its designer plus locale, product parameters and gclid. */
export function buildDesignerLink(link: DesignerLink, options: DesignerLinkOptions): string {
  const config = options.config ?? defaultDesignerConfig;
  return appendQuery(config.basePaths[baseOf[link.kind]], {
    locale: link.locale,
    ...productQuery(link, options),
    sku: link.sku,
    addToCart: link.addToCart,
    disableCache: link.disableCache,
    gclid: link.gclid,
  });
}
