import { useMemo } from 'react';
import { createTranslator, type Translate } from '@shop/i18n';

/** The storefront language's messages, with the locale's fallback chain. */
export function useTranslate(locale: string): Translate {
  return useMemo(() => createTranslator(locale), [locale]);
}
