import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import type { Locale } from '@shop/catalogue';
import { deliveryCountdownText, type Translate } from '@shop/i18n';
import { $countdown, countdownStarted, ticked } from '../model/model';

const tickMs = 30_000;

/** "Order within 3 hr, 20 min for dispatch today." — one line that keeps its height while empty. */
export function DeliveryCountdown({ locale, t }: { locale: Locale; t: Translate }) {
  const [countdown, start, tick] = useUnit([$countdown, countdownStarted, ticked]);
  useEffect(() => {
    start(Date.now());
    const timer = window.setInterval(() => tick(Date.now()), tickMs);
    return () => window.clearInterval(timer);
  }, [start, tick]);
  return (
    <p className="pw-countdown" data-testid="delivery-countdown" aria-live="off">
      {countdown ? deliveryCountdownText(countdown, locale, t) : ' '}
    </p>
  );
}
