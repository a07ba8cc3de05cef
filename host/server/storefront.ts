import {
  buildHostTable,
  developmentHostTable,
  resolveStorefront as resolve,
  type HostTable,
} from '@shop/catalogue';
import type { ChannelId, StorefrontProps } from '@shop/contracts';

export type ResolvedStorefront = StorefrontProps & { pathname: string };

/**
 * The host table of this environment: `SHOP_HOSTS="wallart=www.wallart.{tld},kartenliebe=www.kartenliebe.{tld}"`
 * in staging and production, the `*.localhost` names in development.
 */
export function hostTableFromEnv(value: string | undefined): HostTable {
  if (!value) return developmentHostTable;
  const patterns: Partial<Record<ChannelId, string>> = Object.fromEntries(
    value.split(',').map((entry) => entry.trim().split('=')),
  );
  const { wallart, kartenliebe } = patterns;
  if (!wallart || !kartenliebe) {
    throw new Error(
      'SHOP_HOSTS needs a host pattern for both channels, e.g. wallart=www.wallart.{tld},kartenliebe=www.kartenliebe.{tld}',
    );
  }
  return buildHostTable({ wallart, kartenliebe });
}

/** Channel, country, locale and platform of a request; undefined for a host no shop is configured for. */
export function resolveStorefront(
  hostname: string,
  pathname: string,
  hostTable: HostTable,
): ResolvedStorefront | undefined {
  const storefront = resolve(hostname, pathname, hostTable);
  if (!storefront) return undefined;
  const { channel, country, locale, platform, basename } = storefront;
  return { channel, country, locale, platform, basename, pathname: storefront.pathname };
}
