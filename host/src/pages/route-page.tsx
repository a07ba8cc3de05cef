import { Navigate, useLocation, useParams } from 'react-router';
import { runRouteMiddleware, type Language, type Locale, type RouteRow } from '@shop/catalogue';
import type { ProductPageKind, ShopDocumentData } from '@shop/contracts';
import { AccountPage } from '../widgets/account-page';
import { ContentPage } from '../widgets/content-page';
import { ProductPage } from './product-page';
import { ThemesPage } from './themes-page';
import { useForeignPageReload } from './use-foreign-page-reload';

const productKinds: Readonly<Record<string, ProductPageKind>> = {
  products: 'products',
  'calendar-preconfigurator': 'calendar',
  'card-preconfigurator': 'card',
};

/**
 * One row of the catalogue's route table: its middleware as the edge ran it (the edge answered
 * the document; this repeats it for navigations inside the app), then its page.
 */
export function RoutePage({ row, data }: { row: RouteRow; data: ShopDocumentData }) {
  const { pathname, search, key } = useLocation();
  const params = useParams();
  const reloading = useForeignPageReload(data.storefront.locale.slice(0, 2) as Language);
  const decision = runRouteMiddleware(row, {
    pathname,
    search: search.replace(/^\?/, ''),
    locale: data.storefront.locale as Locale,
    params: row.page === 'themes' ? { id: params.id } : params,
  });
  if (reloading) return <div className="shell-page-skeleton" aria-hidden="true" />;
  if (decision.kind === 'redirect')
    return <Navigate replace to={`${decision.pathname}?${decision.search}`} />;
  // A missing theme id or an insane slug: the error story the edge inlined with its 404.
  if (decision.kind === 'not-found') return <ContentPage data={data} />;
  // An unknown theme: the edge checked it with the catalogue and answered 404 with the error story.
  if (row.page === 'themes' && key === 'default' && data.page.status === 'not-found')
    return <ContentPage data={data} />;
  switch (row.page) {
    case 'product':
      return <ProductPage data={data} kind={productKinds[row.name] ?? 'products'} />;
    case 'themes':
      return <ThemesPage data={data} />;
    case 'account':
      return <AccountPage data={data} />;
    default:
      return <ContentPage data={data} />;
  }
}
