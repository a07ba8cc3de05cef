import { useMemo } from 'react';
import { useLocation } from 'react-router';
import type { ProductPageKind, ProductPageProps, ShopDocumentData } from '@shop/contracts';
import { createTranslator } from '@shop/i18n';
import { RemotePage } from './remote-page';

/** `/products` and the calendar and card pre-configurators: the product wrappers remote's page. */
export function ProductPage({ data, kind }: { data: ShopDocumentData; kind: ProductPageKind }) {
  const { pathname, search } = useLocation();
  const t = createTranslator(data.storefront.locale);
  const props = useMemo<ProductPageProps>(
    () => ({ ...data.storefront, pathname, kind, search: search.replace(/^\?/, '') }),
    [data, pathname, kind, search],
  );
  return (
    <RemotePage
      data={data}
      remote="mf_product_wrappers"
      module="./ProductPage"
      parcelProps={props}
      name="product"
      title={t('productPage.title')}
      text={t('productPage.unavailable')}
    />
  );
}
