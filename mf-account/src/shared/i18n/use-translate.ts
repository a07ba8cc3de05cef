import { useMemo } from 'react';
import { useUnit } from 'effector-react';
import { createTranslator, type Translate } from '@shop/i18n';
import { $locale } from '../config/storefront';

/** The storefront's translator (locale from the host's props, with its fallback chain). */
export function useTranslate(): Translate {
  const locale = useUnit($locale);
  return useMemo(() => createTranslator(locale), [locale]);
}
