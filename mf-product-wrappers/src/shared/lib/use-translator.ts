import { useMemo } from 'react';
import type { Locale } from '@shop/catalogue';
import { createTranslator, type Translate } from '@shop/i18n';

/** The storefront's translator, made once per locale. */
export function useTranslator(locale: Locale): Translate {
  return useMemo(() => createTranslator(locale), [locale]);
}
