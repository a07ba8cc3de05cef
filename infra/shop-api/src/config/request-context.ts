import { channelIds, type ChannelId } from '@shop/contracts';
import { countryCodes, languages, type Language } from '@shop/catalogue';
import { badRequest } from '@shop/server-kit';

// Languages and country codes are the catalogue's: one list for browser and server.
const countries = countryCodes;
export { languages, type Language };

/** Who a request is for: the brand channel (accounts live per brand), its country and the language. */
export type RequestContext = {
  channel: ChannelId;
  country: string;
  channelHeader: string;
  locale: string;
  language: Language;
};

/** Reads `X-Channel: wallart-de` and `X-Locale: de-DE`; a missing or unknown channel is a 400. */
export function readRequestContext(
  headers: Record<string, string | string[] | undefined>,
): RequestContext {
  const locale = first(headers['x-locale']) ?? '';
  const language = languageOf(locale, first(headers['accept-language']));
  const raw = (first(headers['x-channel']) ?? '').trim().toLowerCase();
  const match = /^([a-z]+)-([a-z]{2,3})$/.exec(raw);
  const channel = match?.[1] as ChannelId | undefined;
  const country = match?.[2];
  if (
    !channel ||
    !country ||
    !channelIds.includes(channel) ||
    !(countries as readonly string[]).includes(country)
  ) {
    throw badRequest(
      `Header X-Channel must be a channel and country code such as wallart-de or kartenliebe-ch, got "${raw}"`,
    );
  }
  // `com` is the US shop; other country codes double as region codes.
  const region = country === 'com' ? 'US' : country.toUpperCase();
  return {
    channel,
    country,
    channelHeader: raw,
    locale: /^[a-z]{2}-[A-Z]{2}$/.test(locale) ? locale : `${language}-${region}`,
    language,
  };
}

/** The language of X-Locale (`de-DE` → de), else of Accept-Language, else German. */
export function languageOf(locale: string, acceptLanguage?: string): Language {
  const candidates = [locale, ...(acceptLanguage ?? '').split(',')];
  for (const candidate of candidates) {
    const code = candidate.trim().slice(0, 2).toLowerCase();
    if ((languages as readonly string[]).includes(code)) return code as Language;
  }
  return 'de';
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
