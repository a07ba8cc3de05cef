import type { ChannelId, Platform, StorefrontProps } from '@shop/contracts';

type HostEntry = { channel: ChannelId; country: string; defaultLanguage: string; languages: string[] };

/** Development host names; production hosts are configured per environment. */
const developmentHosts: Record<string, HostEntry> = {
  localhost: { channel: 'wallart', country: 'de', defaultLanguage: 'de', languages: ['de'] },
  'kartenliebe.localhost': { channel: 'kartenliebe', country: 'de', defaultLanguage: 'de', languages: ['de'] },
};

export type ResolvedStorefront = StorefrontProps & { pathname: string };

/** Channel and country from the host name; language and platform from the path's leading segments. */
export function resolveStorefront(hostname: string, pathname: string): ResolvedStorefront | undefined {
  const host = developmentHosts[hostname.toLowerCase()];
  if (!host) return undefined;
  const segments = pathname.split('/').filter(Boolean);
  let language = host.defaultLanguage;
  let consumed = 0;
  if (segments[0] && /^[a-z]{2}$/.test(segments[0]) && host.languages.includes(segments[0])) {
    language = segments[0];
    consumed = 1;
  }
  let platform: Platform = 'web';
  if (segments[consumed] === 'd') {
    platform = 'desktop';
    consumed += 1;
  }
  const basename = consumed > 0 ? `/${segments.slice(0, consumed).join('/')}` : '';
  return {
    channel: host.channel,
    country: host.country,
    locale: `${language}-${host.country.toUpperCase()}`,
    platform,
    basename,
    pathname: `/${segments.slice(consumed).join('/')}`,
  };
}
