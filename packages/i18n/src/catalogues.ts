import type { Language, Locale } from '@shop/catalogue';
import { de } from './messages/de';
import { en } from './messages/en';
import type { MessageKey, Messages } from './messages/en';
import { es } from './messages/es';
import { fr } from './messages/fr';
import { it } from './messages/it';
import { nl } from './messages/nl';

/** Full catalogue per language: the last step of every fallback chain. */
export const languageMessages: Readonly<Record<Language, Messages>> = { de, en, es, fr, it, nl };

export type MessageOverrides = Readonly<Partial<Record<MessageKey, string>>>;

// Swiss Standard German never writes ß: derive the Swiss texts instead of keeping a copy.
function swissGerman(messages: Messages): MessageOverrides {
  const overrides: Partial<Record<MessageKey, string>> = {};
  for (const [key, text] of Object.entries(messages) as [MessageKey, string][]) {
    if (text.includes('ß')) overrides[key] = text.replaceAll('ß', 'ss');
  }
  return overrides;
}

/** Texts a locale words differently from its language's base catalogue. */
export const localeMessages: Readonly<Partial<Record<Locale, MessageOverrides>>> = {
  'de-CH': swissGerman(de),
  'en-US': {
    'header.cart': 'Cart',
    'account.signIn.forgotPassword': 'Forgot your password?',
    'newsletter.title': 'Sign up for our newsletter',
    'delivery.countdown.today': 'Order within {time} and it ships today.',
    'delivery.countdown.tomorrow': 'Order within {time} and it ships tomorrow.',
    'delivery.countdown.date': 'Order within {time} and it ships on {date}.',
  },
};
