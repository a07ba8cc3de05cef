import type { RemoteBlockProps } from '@shop/contracts';
import { storefrontOf } from '../../../shared/lib/storefront';
import { useTranslator } from '../../../shared/lib/use-translator';
import { calendarStarted, calendarAnswered, type CalendarBlock } from '../model/model';
import { CalendarDetailView } from './calendar-detail-view';
import { countdownAnswered } from '../../delivery-countdown';
import { StartedScope } from '../../../shared/ui/started-scope';

/** `mf_product_wrappers/ProductDetailCalendar`: the calendar detail block, in its own model scope. */
export function CalendarDetail(props: RemoteBlockProps<'ProductDetailCalendar'>) {
  const storefront = storefrontOf(props);
  const t = useTranslator(storefront.locale);
  return (
    <StartedScope
      started={calendarStarted}
      answered={calendarAnswered}
      alongside={countdownAnswered}
      start={(page) => ({
        block: props.block as CalendarBlock,
        storefront,
        search: page.search,
        cookies: page.cookies,
        now: new Date(),
      })}
    >
      <CalendarDetailView locale={storefront.locale} t={t} />
    </StartedScope>
  );
}
