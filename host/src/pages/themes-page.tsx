import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router';
import type { ShopDocumentData, ThemesPageProps } from '@shop/contracts';
import { createTranslator } from '@shop/i18n';
import { RemotePage } from './remote-page';

/** `/themes/{id}`: the product wrappers remote's themes page (the route checked the id). */
export function ThemesPage({ data }: { data: ShopDocumentData }) {
  const { pathname } = useLocation();
  const themeId = useParams().id ?? '';
  const t = createTranslator(data.storefront.locale);
  const props = useMemo<ThemesPageProps>(
    () => ({ ...data.storefront, pathname, themeId }),
    [data, pathname, themeId],
  );
  return (
    <RemotePage
      data={data}
      remote="mf_product_wrappers"
      module="./ThemesPage"
      parcelProps={props}
      name="themes"
      title={t('themesPage.title')}
      text={t('themesPage.unavailable')}
    />
  );
}
