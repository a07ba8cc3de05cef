import type { ChannelId, Platform } from '@shop/contracts';
import { channels } from './channels';
import type { CountryCode, Language, Locale } from './locales';
import { isLanguage, localeInfo } from './locales';
import { countryTld, defaultLocaleFor, localeFor } from './countries';

export type HostEntry = { channel: ChannelId; country: CountryCode };
/** Host name (lower case, no port) → the channel and country it serves. */
export type HostTable = Readonly<Record<string, HostEntry>>;
export type { Platform };

export type Storefront = {
  channel: ChannelId;
  country: CountryCode;
  locale: Locale;
  language: Language;
  platform: Platform;
  /** Path prefix the router mounts under: `` (none), `/fr`, `/d` or `/fr/d`. */
  basename: string;
  /** The rest of the path below the basename, always starting with `/`. */
  pathname: string;
};

/** Development host of a channel and country: `localhost`, `at.localhost`, `kartenliebe-ch.localhost`. */
export function developmentHost(channel: ChannelId, country: CountryCode): string {
  const brand = channel === 'wallart' ? '' : channel;
  if (country === 'de') return brand ? `${brand}.localhost` : 'localhost';
  return brand ? `${brand}-${country}.localhost` : `${country}.localhost`;
}

/**
 * Builds a host table for every country a channel sells in, from a host pattern per channel
 * with `{tld}` (e.g. `www.wallart.{tld}`) or a function.
 */
export function buildHostTable(
  hostFor: Record<ChannelId, string | ((country: CountryCode) => string)>,
): HostTable {
  const table: Record<string, HostEntry> = {};
  for (const channel of Object.keys(channels) as ChannelId[]) {
    const pattern = hostFor[channel];
    for (const country of channels[channel].countries) {
      const host =
        typeof pattern === 'function'
          ? pattern(country)
          : pattern.replace('{tld}', countryTld(country));
      table[host.toLowerCase()] = { channel, country };
    }
  }
  return table;
}

/** Development hosts: `*.localhost`, which Chromium resolves to loopback without /etc/hosts. */
export const developmentHostTable: HostTable = buildHostTable({
  wallart: (country) => developmentHost('wallart', country),
  kartenliebe: (country) => developmentHost('kartenliebe', country),
});

/** Host name without port, trailing dot or upper case. */
export function normaliseHostname(hostname: string): string {
  return hostname.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

/**
 * The one place that detects channel, country, locale and platform: the host name picks channel
 * and country; an optional two-letter path segment picks a language the country offers, else the
 * country's default; a `d` segment after it marks the desktop platform. Unknown host → null.
 */
export function resolveStorefront(
  hostname: string,
  pathname: string,
  hostTable: HostTable,
): Storefront | null {
  const entry = hostTable[normaliseHostname(hostname)];
  if (!entry) return null;
  const segments = pathname.split(/[?#]/, 1)[0]!.split('/').filter(Boolean);
  const consumed: string[] = [];

  let locale = defaultLocaleFor(entry.country);
  const first = segments[0]?.toLowerCase();
  // A two-letter segment the country does not speak is left alone: it may be another country's prefix.
  const pathLocale = first && isLanguage(first) ? localeFor(entry.country, first) : undefined;
  if (pathLocale) {
    locale = pathLocale;
    consumed.push(first!);
  }
  const platform: Platform = segments[consumed.length] === 'd' ? 'desktop' : 'web';
  if (platform === 'desktop') consumed.push('d');

  return {
    channel: entry.channel,
    country: entry.country,
    locale,
    language: localeInfo[locale].language,
    platform,
    basename: consumed.length ? `/${consumed.join('/')}` : '',
    pathname: `/${segments.slice(consumed.length).join('/')}`,
  };
}
