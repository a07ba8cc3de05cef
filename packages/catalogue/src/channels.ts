import type { ChannelId } from '@shop/contracts';
import { channelIds } from '@shop/contracts';
import type { CountryCode, LengthUnit, Locale } from './locales';
import { isCountryCode } from './locales';
import type { RefinementType } from './cards';

export type CardFeatures = { condolenceBooks: boolean; guestbooks: boolean; wishlist: boolean };

export type ChannelDefaults = {
  /** Collage design opened when the page names none. */
  collageId: string;
  photobookCoverLamination: 'glossy' | 'matt';
  refinement: RefinementType;
  /** Locales whose gallery shows inches; every other locale shows cm. */
  galleryInchLocales: readonly Locale[];
  cardFeatures: CardFeatures;
  apps: boolean;
};

export type ChannelInfo = {
  id: ChannelId;
  /** Brand name as shown to shoppers. */
  name: string;
  countries: readonly CountryCode[];
  defaults: ChannelDefaults;
};

/** The two brand channels: `wallart` is the poster channel, `kartenliebe` the card channel. */
export const channels: Record<ChannelId, ChannelInfo> = {
  wallart: {
    id: 'wallart',
    name: 'Wallart',
    countries: ['de', 'at', 'ch', 'it', 'li', 'lu', 'gb', 'com', 'es', 'be', 'fr', 'nl'],
    defaults: {
      collageId: '13',
      photobookCoverLamination: 'glossy',
      refinement: 'gold',
      galleryInchLocales: ['en-US'],
      cardFeatures: { condolenceBooks: false, guestbooks: false, wishlist: false },
      apps: true,
    },
  },
  kartenliebe: {
    id: 'kartenliebe',
    name: 'Kartenliebe',
    // The surcharge table covers DE, AT and CH: the card brand sells there.
    countries: ['de', 'at', 'ch'],
    defaults: {
      collageId: '1',
      photobookCoverLamination: 'matt',
      // Not shown for the card brand: no refinement unless the shopper picks one.
      refinement: 'ohne',
      galleryInchLocales: [],
      cardFeatures: { condolenceBooks: true, guestbooks: true, wishlist: true },
      apps: false,
    },
  },
};

export { channelIds };
export type { ChannelId };

export function isChannelId(value: unknown): value is ChannelId {
  return typeof value === 'string' && (channelIds as readonly string[]).includes(value);
}

export function channelDefaults(channel: ChannelId): ChannelDefaults {
  return channels[channel].defaults;
}

/** Unit of the gallery (size overview) for a channel and locale. */
export function galleryUnit(channel: ChannelId, locale: Locale): LengthUnit {
  return channels[channel].defaults.galleryInchLocales.includes(locale) ? 'in' : 'cm';
}

/** `wallart-de`, as sent in the X-Channel header. */
export function channelHeader(channel: ChannelId, country: CountryCode): string {
  return `${channel}-${country}`;
}

/**
 * Reads an X-Channel value (`wallart-de`, `kartenliebe-ch`) into channel and country; undefined
 * when the channel or the country is unknown or the channel does not sell in that country.
 */
export function parseChannelHeader(
  value: string,
): { channel: ChannelId; country: CountryCode } | undefined {
  const match = /^([a-z]+)-([a-z]{2,3})$/.exec(value.trim().toLowerCase());
  const channel = match?.[1];
  const country = match?.[2];
  if (!isChannelId(channel) || !isCountryCode(country)) return undefined;
  return channels[channel].countries.includes(country) ? { channel, country } : undefined;
}
