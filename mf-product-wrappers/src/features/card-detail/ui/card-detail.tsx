import type { RemoteBlockProps } from '@shop/contracts';
import { pageCookies, pageSearch, storefrontOf } from '../../../shared/lib/storefront';
import { useTranslator } from '../../../shared/lib/use-translator';
import { cardStarted, type CardBlock } from '../model/model';
import { CardDetailView } from './card-detail-view';
import { StartedScope } from '../../../shared/ui/started-scope';

/** `mf_product_wrappers/ProductDetailCard`: the card detail block, in its own model scope. */
export function CardDetail(props: RemoteBlockProps<'ProductDetailCard'>) {
  const storefront = storefrontOf(props);
  const t = useTranslator(storefront.locale);
  return (
    <StartedScope
      started={cardStarted}
      start={() => ({
        block: props.block as CardBlock,
        storefront,
        search: pageSearch(),
        cookies: pageCookies(),
      })}
    >
      <CardDetailView locale={storefront.locale} t={t} />
    </StartedScope>
  );
}
