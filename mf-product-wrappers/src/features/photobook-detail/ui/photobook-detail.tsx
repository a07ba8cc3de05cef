import type { RemoteBlockProps } from '@shop/contracts';
import { pageCookies, pageSearch, storefrontOf } from '../../../shared/lib/storefront';
import { useTranslator } from '../../../shared/lib/use-translator';
import { photobookStarted, type PhotobookBlock } from '../model/model';
import { PhotobookDetailView } from './photobook-detail-view';
import { StartedScope } from '../../../shared/ui/started-scope';

/** `mf_product_wrappers/ProductDetailPhotobook`: the photobook detail block, in its own model scope. */
export function PhotobookDetail(props: RemoteBlockProps<'ProductDetailPhotobook'>) {
  const storefront = storefrontOf(props);
  const t = useTranslator(storefront.locale);
  return (
    <StartedScope
      started={photobookStarted}
      start={() => ({
        block: props.block as PhotobookBlock,
        storefront,
        search: pageSearch(),
        cookies: pageCookies(),
      })}
    >
      <PhotobookDetailView locale={storefront.locale} t={t} />
    </StartedScope>
  );
}
