import type { ChannelId } from '@shop/contracts';
import { channels } from './channels';
import type { CountryCode, Language, Locale } from './locales';
import { isCountryCode, localeInfo, storefrontLocaleFor } from './locales';

/** Areas whose pages other applications own (cart, checkout, designer …), not content stories. */
export const specialAreas = [
  'configurator',
  'account',
  'cart',
  'checkout',
  'order',
  'newsletter',
  'logout',
  'recommendation',
  'reviews',
  'users',
  'designer',
  'business',
  'white-label',
] as const;
export type SpecialArea = (typeof specialAreas)[number];

/**
 * First path words of the special areas per language. A path belongs to an area when its first
 * segment is one of the words or starts with the word and a hyphen (`/configurator-card`).
 */
export const specialPathPrefixes: Readonly<
  Record<SpecialArea, Readonly<Record<Language, readonly string[]>>>
> = {
  configurator: {
    de: ['configurator', 'konfigurator'],
    en: ['configurator'],
    fr: ['configurator', 'configurateur'],
    it: ['configurator', 'configuratore'],
    es: ['configurator', 'configurador'],
    nl: ['configurator'],
  },
  account: {
    de: ['account', 'mein-konto', 'kundenkonto'],
    en: ['account', 'my-account'],
    fr: ['account', 'mon-compte'],
    it: ['account', 'il-mio-account'],
    es: ['account', 'mi-cuenta'],
    nl: ['account', 'mijn-account'],
  },
  cart: {
    de: ['warenkorb', 'cart'],
    en: ['cart', 'basket'],
    fr: ['panier', 'cart'],
    it: ['carrello', 'cart'],
    es: ['carrito', 'cart'],
    nl: ['winkelwagen', 'cart'],
  },
  checkout: {
    de: ['checkout', 'zur-kasse'],
    en: ['checkout'],
    fr: ['checkout', 'paiement'],
    it: ['checkout', 'cassa-ordine'],
    es: ['checkout', 'finalizar-compra'],
    nl: ['checkout', 'afrekenen'],
  },
  order: {
    de: ['bestellung', 'order'],
    en: ['order'],
    fr: ['commande', 'order'],
    it: ['ordine', 'order'],
    es: ['pedido', 'order'],
    nl: ['bestelling', 'order'],
  },
  newsletter: {
    de: ['newsletter'],
    en: ['newsletter'],
    fr: ['newsletter', 'lettre-d-information'],
    it: ['newsletter'],
    es: ['newsletter', 'boletin'],
    nl: ['newsletter', 'nieuwsbrief'],
  },
  logout: {
    de: ['logout', 'abmelden'],
    en: ['logout', 'sign-out'],
    fr: ['logout', 'deconnexion'],
    it: ['logout', 'disconnetti'],
    es: ['logout', 'cerrar-sesion'],
    nl: ['logout', 'uitloggen'],
  },
  recommendation: {
    de: ['empfehlung', 'weiterempfehlen', 'recommendation'],
    en: ['recommendation', 'refer-a-friend'],
    fr: ['recommandation', 'parrainage'],
    it: ['raccomandazione', 'consiglia'],
    es: ['recomendacion', 'recomendar'],
    nl: ['aanbeveling', 'aanbevelen'],
  },
  reviews: {
    de: ['bewertungen', 'reviews'],
    en: ['reviews'],
    fr: ['avis', 'reviews'],
    it: ['recensioni', 'reviews'],
    es: ['opiniones', 'reviews'],
    nl: ['beoordelingen', 'reviews'],
  },
  users: {
    de: ['users', 'benutzer'],
    en: ['users'],
    fr: ['users', 'utilisateurs'],
    it: ['users', 'utenti'],
    es: ['users', 'usuarios'],
    nl: ['users', 'gebruikers'],
  },
  designer: {
    de: ['designer', 'gestaltungstool'],
    en: ['designer', 'design-tool'],
    fr: ['designer', 'outil-de-creation'],
    it: ['designer', 'strumento-di-design'],
    es: ['designer', 'disenador'],
    nl: ['designer', 'ontwerptool'],
  },
  business: {
    de: ['geschaeftskunden', 'business'],
    en: ['business', 'business-customers'],
    fr: ['entreprises', 'clients-professionnels'],
    it: ['aziende', 'clienti-business'],
    es: ['empresas', 'clientes-empresariales'],
    nl: ['zakelijk', 'zakelijke-klanten'],
  },
  'white-label': {
    de: ['whitelabel', 'white-label'],
    en: ['whitelabel', 'white-label'],
    fr: ['whitelabel', 'marque-blanche'],
    it: ['whitelabel', 'white-label'],
    es: ['whitelabel', 'marca-blanca'],
    nl: ['whitelabel', 'white-label'],
  },
};

/** The special area a path (below the basename) belongs to in a language, if any. */
export function specialAreaOf(pathname: string, language: Language): SpecialArea | undefined {
  const first = pathname.split('/').find(Boolean)?.toLowerCase();
  if (!first) return undefined;
  return specialAreas.find((area) =>
    specialPathPrefixes[area][language].some(
      (word) => first === word || first.startsWith(`${word}-`),
    ),
  );
}

// Two-letter spellings of countries whose code is not two letters or not the usual one.
const countryPrefixAliases: Readonly<Record<string, CountryCode>> = { uk: 'gb', us: 'com' };

export type PrefixRule =
  { kind: 'none' } | { kind: 'country'; country: CountryCode; rest: string } | { kind: 'unknown' };

/**
 * The country-prefix rule for a path whose locale segment (if any) is already taken off: a
 * first segment of two letters names a country the channel sells in (sent to that country's host
 * with the rest of the path) or is unknown (sent to `/error`). Longer segments are page slugs.
 */
export function countryPrefixRule(pathname: string, channel: ChannelId): PrefixRule {
  const match = /^\/([A-Za-z]{2})(\/.*)?$/.exec(pathname);
  if (!match) return { kind: 'none' };
  const code = match[1]!.toLowerCase();
  const country = countryPrefixAliases[code] ?? (isCountryCode(code) ? code : undefined);
  if (!country || !channels[channel].countries.includes(country)) return { kind: 'unknown' };
  return { kind: 'country', country, rest: match[2] ?? '/' };
}

/** The privacy policy's path word per language; every one of the 17 locales has its own story. */
export const privacyPolicyPaths: Readonly<Record<Language, string>> = {
  de: 'datenschutz',
  en: 'privacy-policy',
  es: 'politica-de-privacidad',
  fr: 'protection-des-donnees',
  it: 'informativa-privacy',
  nl: 'privacybeleid',
};

/**
 * The locale whose content folder holds the story of a path: the locale itself for the privacy
 * policy (legal text per country), else the storefront locale it borrows content from.
 */
export function contentLocaleFor(locale: Locale, pathname: string): Locale {
  const privacy = `/${privacyPolicyPaths[localeInfo[locale].language]}`;
  return pathname.replace(/\/$/, '') === privacy ? locale : storefrontLocaleFor(locale);
}
