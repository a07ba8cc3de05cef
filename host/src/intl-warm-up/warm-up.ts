import { formatPrice, isLocale, shopTimeZone } from '@shop/catalogue';
import { formatRemaining } from '@shop/i18n';
import type { IntlWarmUpRequest } from '../shared/paint-first';

/**
 * Formats what a page's blocks format first, in the page's locale: a price, a time left and a
 * delivery date. Returns the texts (nothing for a locale the shop does not sell in).
 */
export function warmUpIntl({ locale }: IntlWarmUpRequest): string[] {
  if (!isLocale(locale)) return [];
  return [
    formatPrice(1, locale),
    formatRemaining(3_600_000, locale),
    new Intl.DateTimeFormat(locale, { timeZone: shopTimeZone, dateStyle: 'full' }).format(0),
  ];
}
