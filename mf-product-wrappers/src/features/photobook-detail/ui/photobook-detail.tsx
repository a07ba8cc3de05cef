import type { RemoteBlockProps } from '@shop/contracts';
import { storefrontOf } from '../../../shared/lib/storefront';
import { useTranslator } from '../../../shared/lib/use-translator';
import { photobookStarted, photobookAnswered, type PhotobookBlock } from '../model/model';
import { PhotobookDetailView } from './photobook-detail-view';
import { countdownAnswered } from '../../delivery-countdown';
import { StartedScope } from '../../../shared/ui/started-scope';

/** `mf_product_wrappers/ProductDetailPhotobook`: the photobook detail block, in its own model scope. */
export function PhotobookDetail(props: RemoteBlockProps<'ProductDetailPhotobook'>) {
  const storefront = storefrontOf(props);
  const t = useTranslator(storefront.locale);
  return (
    <StartedScope
      started={photobookStarted}
      answered={photobookAnswered}
      alongside={countdownAnswered}
      start={(page) => ({
        block: props.block as PhotobookBlock,
        storefront,
        search: page.search,
        cookies: page.cookies,
      })}
    >
      <PhotobookDetailView locale={storefront.locale} t={t} />
    </StartedScope>
  );
}
