import { isLanguage, languages } from '@shop/catalogue';
import type { Language, Locale } from '@shop/catalogue';
import type { BaseMessages, MessageKey, Messages } from './messages/en';

export type MessageOverrides = Readonly<Partial<Record<MessageKey, string>>>;

/** The build's name for a language's chunk of texts, which the edge preloads with the page. */
export const messagesChunkName = (language: string) => `messages-${language}`;

// One chunk per language (named as above): a page downloads the texts it shows, not all six.
const loaders: Readonly<Record<Language, () => Promise<BaseMessages>>> = {
  de: () => import(/* webpackChunkName: "messages-de" */ './messages/de').then((m) => m.de),
  en: () => import(/* webpackChunkName: "messages-en" */ './messages/en').then((m) => m.en),
  es: () => import(/* webpackChunkName: "messages-es" */ './messages/es').then((m) => m.es),
  fr: () => import(/* webpackChunkName: "messages-fr" */ './messages/fr').then((m) => m.fr),
  it: () => import(/* webpackChunkName: "messages-it" */ './messages/it').then((m) => m.it),
  nl: () => import(/* webpackChunkName: "messages-nl" */ './messages/nl').then((m) => m.nl),
};

type GroupTexts = Readonly<Record<string, string>>;

// Texts only some pages show, a chunk per language of their own: loaded by what shows them.
const groupLoaders = {
  account: {
    de: () => import('./messages/account/de').then((m) => m.accountDe),
    en: () => import('./messages/account/en').then((m) => m.accountEn),
    es: () => import('./messages/account/es').then((m) => m.accountEs),
    fr: () => import('./messages/account/fr').then((m) => m.accountFr),
    it: () => import('./messages/account/it').then((m) => m.accountIt),
    nl: () => import('./messages/account/nl').then((m) => m.accountNl),
  },
  forms: {
    de: () => import('./messages/forms/de').then((m) => m.formsDe),
    en: () => import('./messages/forms/en').then((m) => m.formsEn),
    es: () => import('./messages/forms/es').then((m) => m.formsEs),
    fr: () => import('./messages/forms/fr').then((m) => m.formsFr),
    it: () => import('./messages/forms/it').then((m) => m.formsIt),
    nl: () => import('./messages/forms/nl').then((m) => m.formsNl),
  },
} as const satisfies Record<string, Record<Language, () => Promise<GroupTexts>>>;

/**
 * Texts that come apart from a language's catalogue: `account` (the account remote's dialogs and
 * page), `forms` (contact and voucher forms, the newsletter, field checks).
 */
export type MessageGroup = keyof typeof groupLoaders;
export const messageGroups = Object.keys(groupLoaders) as MessageGroup[];

// A language's catalogue; a group's texts join it, in place, when they arrive.
const loaded = new Map<Language, Record<string, string>>();
const loading = new Map<string, Promise<void>>();
const groupTexts = new Map<Language, GroupTexts[]>();

/** The language's catalogue, the last step of every fallback chain; undefined until loaded. */
export function languageMessages(language: Language): Partial<Messages> | undefined {
  return loaded.get(language);
}

const languageOf = (localeOrLanguage: string) => localeOrLanguage.slice(0, 2).toLowerCase();

/** Loads a chunk once; a failed download may be tried again (the network may come back). */
function loadOnce(key: string, load: () => Promise<void>): Promise<void> {
  let loadingNow = loading.get(key);
  if (!loadingNow) {
    loadingNow = load();
    loadingNow.catch(() => loading.delete(key));
    loading.set(key, loadingNow);
  }
  return loadingNow;
}

// A group that arrives before its catalogue joins it when the catalogue does.
function joinGroup(language: Language, texts: GroupTexts): void {
  const catalogue = loaded.get(language);
  if (!catalogue) return;
  Object.assign(catalogue, texts);
  // The Swiss texts were derived from the German ones without these.
  const swiss = language === 'de' ? derived.get(catalogue) : undefined;
  if (swiss) Object.assign(swiss, swissGerman(texts));
}

/**
 * Loads the catalogue of a locale's (`de-CH`) or language's (`de`) language, and the `groups` of
 * texts asked for, once each. Translators read them synchronously, so a page awaits this before
 * its first render (a remote, before it renders what shows a group).
 */
export function loadMessages(
  localeOrLanguage: Locale | Language | (string & {}),
  groups: readonly MessageGroup[] = [],
): Promise<void> {
  const language = languageOf(localeOrLanguage);
  if (!isLanguage(language)) return Promise.resolve();
  const base = loadOnce(language, () =>
    loaders[language]().then((messages) => {
      loaded.set(language, { ...messages });
      for (const texts of groupTexts.get(language) ?? []) joinGroup(language, texts);
    }),
  );
  if (groups.length === 0) return base;
  const extra = groups.map((group) =>
    loadOnce(`${language}/${group}`, () =>
      groupLoaders[group][language]().then((texts) => {
        groupTexts.set(language, [...(groupTexts.get(language) ?? []), texts]);
        joinGroup(language, texts);
      }),
    ),
  );
  return Promise.all([base, ...extra]).then(() => undefined);
}

/** Every language at once, every group too: for servers and tests, which render any locale. */
export async function loadAllMessages(): Promise<void> {
  await Promise.all(languages.map((language) => loadMessages(language, messageGroups)));
}

// Swiss Standard German never writes ß: derive the Swiss texts instead of keeping a copy.
function swissGerman(
  messages: Readonly<Record<string, string>>,
): Partial<Record<MessageKey, string>> {
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

const derived = new WeakMap<object, Partial<Record<MessageKey, string>>>();

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
