import { shopTimeZone, type DeliveryCountdown, type Locale } from '@shop/catalogue';
import type { Translate } from './translator';

/** Time left as hours and minutes in the locale's words (`3 Std., 20 Min.`, `3 hr, 20 min`). */
export function formatRemaining(ms: number, locale: Locale): string {
  const totalMinutes = Math.max(1, Math.ceil(ms / 60_000));
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  const part = (value: number, unit: 'hour' | 'minute') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }).format(value);
  const parts = [hours > 0 && part(hours, 'hour'), minutes > 0 && part(minutes, 'minute')].filter(
    (value): value is string => Boolean(value),
  );
  return new Intl.ListFormat(locale, { type: 'unit', style: 'narrow' }).format(parts);
}

/**
 * The countdown sentence for today, tomorrow or a later date, e.g.
 * "Bestellen Sie innerhalb von 3 Std. 20 Min. – Versand noch heute."
 */
export function deliveryCountdownText(
  countdown: DeliveryCountdown,
  locale: Locale,
  t: Translate,
  timeZone = shopTimeZone,
): string {
  const date = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone,
  }).format(countdown.deadline);
  return t(`delivery.countdown.${countdown.day}`, {
    time: formatRemaining(countdown.remainingMs, locale),
    date,
  });
}
