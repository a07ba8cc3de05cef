import { isLanguage, languages } from '@shop/catalogue';
import type { Language, Locale } from '@shop/catalogue';
import type { MessageKey, Messages } from './messages/en';

export type MessageOverrides = Readonly<Partial<Record<MessageKey, string>>>;

/** The build's name for a language's chunk of texts, which the edge preloads with the page. */
export const messagesChunkName = (language: string) => `messages-${language}`;

// One chunk per language (named as above): a page downloads the texts it shows, not all six.
const loaders: Readonly<Record<Language, () => Promise<Messages>>> = {
  de: () => import(/* webpackChunkName: "messages-de" */ './messages/de').then((m) => m.de),
  en: () => import(/* webpackChunkName: "messages-en" */ './messages/en').then((m) => m.en),
  es: () => import(/* webpackChunkName: "messages-es" */ './messages/es').then((m) => m.es),
  fr: () => import(/* webpackChunkName: "messages-fr" */ './messages/fr').then((m) => m.fr),
  it: () => import(/* webpackChunkName: "messages-it" */ './messages/it').then((m) => m.it),
  nl: () => import(/* webpackChunkName: "messages-nl" */ './messages/nl').then((m) => m.nl),
};

const loaded = new Map<Language, Messages>();
const loading = new Map<Language, Promise<void>>();

/** The language's full catalogue, the last step of every fallback chain; undefined until loaded. */
export function languageMessages(language: Language): Messages | undefined {
  return loaded.get(language);
}

/**
 * Loads the catalogue of a locale's (`de-CH`) or language's (`de`) language, once. Translators
 * read it synchronously, so a page awaits this before its first render.
 */
export function loadMessages(localeOrLanguage: Locale | Language | (string & {})): Promise<void> {
  const language = localeOrLanguage.slice(0, 2).toLowerCase();
  if (!isLanguage(language)) return Promise.resolve();
  let pending = loading.get(language);
  if (!pending) {
    pending = loaders[language]().then((messages) => void loaded.set(language, messages));
    // A failed download may be tried again (the page may reload or the network come back).
    pending.catch(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
}

/** Every language at once: for servers and tests, which render any locale. */
export async function loadAllMessages(): Promise<void> {
  await Promise.all(languages.map((language) => loadMessages(language)));
}

// Swiss Standard German never writes ß: derive the Swiss texts instead of keeping a copy.
function swissGerman(messages: Messages): MessageOverrides {
  const overrides: Partial<Record<MessageKey, string>> = {};
  for (const [key, text] of Object.entries(messages) as [MessageKey, string][]) {
    if (text.includes('ß')) overrides[key] = text.replaceAll('ß', 'ss');
  }
  return overrides;
}

const usEnglish: MessageOverrides = {
  'header.cart': 'Cart',
  'account.signIn.forgotPassword': 'Forgot your password?',
  'newsletter.title': 'Sign up for our newsletter',
  'delivery.countdown.today': 'Order within {time} and it ships today.',
  'delivery.countdown.tomorrow': 'Order within {time} and it ships tomorrow.',
  'delivery.countdown.date': 'Order within {time} and it ships on {date}.',
};

const derived = new WeakMap<Messages, MessageOverrides>();

/** Texts a locale words differently from its language's base catalogue. */
export function localeMessages(locale: Locale): MessageOverrides | undefined {
  if (locale === 'en-US') return usEnglish;
  if (locale !== 'de-CH') return undefined;
  const german = loaded.get('de');
  if (!german) return undefined;
  let swiss = derived.get(german);
  if (!swiss) derived.set(german, (swiss = swissGerman(german)));
  return swiss;
}
