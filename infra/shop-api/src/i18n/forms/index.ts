import type { Language } from '../../config/request-context';
import type { FormMessages } from './types';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { nl } from './nl';

const all: Record<Language, FormMessages> = { de, en, es, fr, it, nl };

export function formMessagesFor(language: Language): FormMessages {
  return all[language] ?? de;
}
export type { FormMessages };
