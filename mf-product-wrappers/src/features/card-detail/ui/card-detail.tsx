import type { RemoteBlockProps } from '@shop/contracts';
import { storefrontOf } from '../../../shared/lib/storefront';
import { useTranslator } from '../../../shared/lib/use-translator';
import { cardStarted, cardAnswered, type CardBlock } from '../model/model';
import { CardDetailView } from './card-detail-view';
import { countdownAnswered } from '../../delivery-countdown';
import { StartedScope } from '../../../shared/ui/started-scope';

/** `mf_product_wrappers/ProductDetailCard`: the card detail block, in its own model scope. */
export function CardDetail(props: RemoteBlockProps<'ProductDetailCard'>) {
  const storefront = storefrontOf(props);
  const t = useTranslator(storefront.locale);
  return (
    <StartedScope
      started={cardStarted}
      answered={cardAnswered}
      alongside={countdownAnswered}
      start={(page) => ({
        block: props.block as CardBlock,
        storefront,
        search: page.search,
        cookies: page.cookies,
      })}
    >
      <CardDetailView locale={storefront.locale} t={t} />
    </StartedScope>
  );
}
