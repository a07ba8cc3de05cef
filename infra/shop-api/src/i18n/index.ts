import type { Language } from '../config/request-context';
import type { Messages } from './messages';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { nl } from './nl';

const catalogues: Record<Language, Messages> = { de, en, es, fr, it, nl };

/** The texts for a language; the request context guarantees a supported one. */
export function messagesFor(language: Language): Messages {
  return catalogues[language];
}

export type { Messages } from './messages';
