import { languageOf, localeInfo, storefrontLocaleFor } from '@shop/catalogue';
import { allLocales, storefrontLocales, type Locale, type Language } from '../src/config/locales';

export { allLocales, storefrontLocales, languageOf, type Locale, type Language };

/** Folder names shown in the content tree. */
export const localeNames: Record<Locale, string> = {
  'de-AT': 'Deutsch (Österreich)',
  'de-CH': 'Deutsch (Schweiz)',
  'de-DE': 'Deutsch (Deutschland)',
  'de-IT': 'Deutsch (Italien)',
  'de-LI': 'Deutsch (Liechtenstein)',
  'de-LU': 'Deutsch (Luxemburg)',
  'en-GB': 'English (United Kingdom)',
  'en-US': 'English (United States)',
  'es-ES': 'Español (España)',
  'fr-BE': 'Français (Belgique)',
  'fr-CH': 'Français (Suisse)',
  'fr-FR': 'Français (France)',
  'fr-LU': 'Français (Luxembourg)',
  'it-CH': 'Italiano (Svizzera)',
  'it-IT': 'Italiano (Italia)',
  'nl-BE': 'Nederlands (België)',
  'nl-NL': 'Nederlands (Nederland)',
};

/** Service hotline per country: display number and dialable tel: link. */
export const hotlines: Record<string, { display: string; tel: string }> = {
  DE: { display: '0800 724 86 00', tel: 'tel:+498007248600' },
  AT: { display: '0800 201 486', tel: 'tel:+43800201486' },
  CH: { display: '0800 724 860', tel: 'tel:+41800724860' },
  LI: { display: '+41 800 724 860', tel: 'tel:+41800724860' },
  IT: { display: '800 724 860', tel: 'tel:+39800724860' },
  LU: { display: '8002 4860', tel: 'tel:+35280024860' },
  GB: { display: '0800 724 8600', tel: 'tel:+448007248600' },
  US: { display: '1-800-724-8600', tel: 'tel:+18007248600' },
  ES: { display: '900 724 860', tel: 'tel:+34900724860' },
  BE: { display: '0800 724 86', tel: 'tel:+3280072486' },
  FR: { display: '0 800 724 860', tel: 'tel:+33800724860' },
  NL: { display: '0800 724 8600', tel: 'tel:+318007248600' },
};

export const countryOf = (locale: Locale) => locale.slice(3);

/**
 * The global configuration's hotlines: the storefront's own number, then one per country whose
 * shoppers read this storefront's content (Austria reads Germany's), each a number they can call.
 */
export function serviceHotlines(locale: Locale, label: string, openingHours: string) {
  const block = (country: string, shopCountry?: string) => ({
    component: 'ServiceHotline',
    ...(shopCountry && { country: shopCountry }),
    label,
    phoneNumber: hotlines[country]!.display,
    phoneHref: hotlines[country]!.tel,
    openingHours,
  });
  const borrowing = new Map(
    allLocales
      .filter((other) => storefrontLocaleFor(other) === locale)
      .filter((other) => countryOf(other) !== countryOf(locale))
      .map((other) => [countryOf(other), localeInfo[other].country] as const),
  );
  return [
    block(countryOf(locale)),
    ...[...borrowing].map(([country, shop]) => block(country, shop)),
  ];
}
export const folderOf = (locale: Locale) => locale.toLowerCase();

/** Swiss and Liechtenstein German write ss for ß; American English spells -ize, color, center. */
export function localiseText(text: string, locale: Locale): string {
  if (locale === 'de-CH' || locale === 'de-LI') return text.replace(/ß/g, 'ss');
  if (locale === 'en-US') {
    return (
      text
        .replace(
          /\b([Pp]ersonal|[Oo]rgan|[Rr]eal|[Cc]ustom|[Oo]ptim|[Rr]ecogn|[Ss]pecial|[Ff]inal)is(e|ed|es|ing|ation)\b/g,
          '$1iz$2',
        )
        .replace(/\b([Cc])olour/g, '$1olor')
        .replace(/\b([Ff])avourite/g, '$1avorite')
        .replace(/\b([Cc])entre/g, '$1enter')
        .replace(/\b([Cc])atalogue/g, '$1atalog')
        .replace(/\b([Gg])rey\b/g, '$1ray')
        // en-US names metal prints and mats differently.
        .replace(/\b[Aa]luminium Dibond\b/g, 'Metal print')
        .replace(/\b([Aa])luminium\b/g, '$1luminum')
        .replace(/\bmount\b/g, 'mat')
    );
  }
  return text;
}

/** Applies `localiseText` to every string of a copy table. */
export function localiseCopy<T>(copy: T, locale: Locale): T {
  if (typeof copy === 'string') return localiseText(copy, locale) as T;
  if (Array.isArray(copy)) return copy.map((item) => localiseCopy(item, locale)) as T;
  if (copy && typeof copy === 'object') {
    return Object.fromEntries(
      Object.entries(copy).map(([key, value]) => [
        key,
        key === 'slug' ? value : localiseCopy(value, locale),
      ]),
    ) as T;
  }
  return copy;
}
