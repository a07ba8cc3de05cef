import {
  countryLocales,
  defaultLocaleFor,
  galleryUnit,
  isLocale,
  languageOf,
  parseChannelHeader,
  type ChannelId,
  type CountryCode,
  type Currency,
  type Language,
  type LengthUnit,
  type Locale,
} from '@shop/catalogue';
import { badRequest } from '@shop/server-kit';
import { currencyOfCountry } from '../model/validate';

/** Who an answer is for: brand, country, locale, and the currency and unit that follow from them. */
export type CatalogueContext = {
  channel: ChannelId;
  country: CountryCode;
  locale: Locale;
  language: Language;
  currency: Currency;
  unit: LengthUnit;
};

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Reads X-Channel (`wallart-de`, required) and X-Locale (`de-DE`, default: the country's language). */
export function readContext(
  headers: Record<string, string | string[] | undefined>,
): CatalogueContext {
  const raw = first(headers['x-channel']) ?? '';
  const parsed = parseChannelHeader(raw);
  if (!parsed) {
    throw badRequest(
      `Header X-Channel must name a brand and a country it sells in, such as wallart-de or kartenliebe-ch; got "${raw.slice(0, 40)}"`,
    );
  }
  const { channel, country } = parsed;
  const requested = first(headers['x-locale']);
  const locale =
    requested === undefined || requested === '' ? defaultLocaleFor(country) : requested;
  if (!isLocale(locale) || !countryLocales(country).includes(locale)) {
    throw badRequest(
      `Header X-Locale must be one of ${countryLocales(country).join(', ')} for ${channel}-${country}; got "${locale.slice(0, 20)}"`,
    );
  }
  return {
    channel,
    country,
    locale,
    language: languageOf(locale),
    currency: currencyOfCountry(country),
    unit: galleryUnit(channel, locale),
  };
}
