import { fallbackChain, isLanguage, isLocale } from '@shop/catalogue';
import type { Language, Locale } from '@shop/catalogue';
import { languageMessages, localeMessages } from './catalogues';
import type { MessageOverrides } from './catalogues';
import type { MessageKey } from './messages/en';

export type MessageParams = Readonly<Record<string, string | number>>;
/** Looks a message up and fills in `{name}` placeholders. */
export type Translate = (key: MessageKey | (string & {}), params?: MessageParams) => string;

export type I18nLogEvent = { event: 'missing-translation'; key: string; locale: string };
export type I18nLogger = { info(entry: I18nLogEvent): void };

// The page's logging service replaces this through setI18nLogger.
let defaultLogger: I18nLogger = { info: (entry) => console.info('[i18n]', entry) };

/** Routes missing-translation reports to the page's logger. */
export function setI18nLogger(logger: I18nLogger): void {
  defaultLogger = logger;
}

export type TranslatorOptions = { logger?: I18nLogger };

/** `{name}` → params.name; placeholders without a value stay visible so the gap is noticed. */
export function interpolate(text: string, params?: MessageParams): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}

/**
 * The catalogues a locale reads, most specific first: locale → its fallbacks → language. Without
 * its language loaded (`loadMessages`) the chain holds only the locale's own few overrides.
 */
export function messageChain(locale: string): MessageOverrides[] {
  const language = locale.slice(0, 2).toLowerCase();
  const chain: MessageOverrides[] = isLocale(locale)
    ? fallbackChain(locale).flatMap((step) => localeMessages(step) ?? [])
    : [];
  const base = isLanguage(language) ? languageMessages(language) : undefined;
  if (base) chain.push(base);
  return chain;
}

const languageLoaded = (locale: string) => {
  const language = locale.slice(0, 2).toLowerCase();
  return !isLanguage(language) || languageMessages(language) !== undefined;
};

/**
 * A translator for a locale (`de-CH`) or language (`de`). A key missing everywhere in the chain
 * shows its last segment (`account.signIn.title` → `title`) and is reported once, at info level,
 * as `missing-translation` — for five-character locales only.
 */
export function createTranslator(
  locale: Locale | Language | (string & {}),
  options: TranslatorOptions = {},
): Translate {
  // A translator made before its language arrived reads the chain again until it is complete.
  let chain = messageChain(locale);
  let complete = languageLoaded(locale);
  const reported = new Set<string>();
  return (key, params) => {
    if (!complete && languageLoaded(locale)) {
      chain = messageChain(locale);
      complete = true;
    }
    for (const catalogue of chain) {
      const text = (catalogue as Readonly<Record<string, string | undefined>>)[key];
      if (text !== undefined) return interpolate(text, params);
    }
    if (locale.length === 5 && !reported.has(key)) {
      reported.add(key);
      (options.logger ?? defaultLogger).info({ event: 'missing-translation', key, locale });
    }
    return interpolate(key.split('.').at(-1) ?? key, params);
  };
}
