import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { ShopDocumentData } from '@shop/contracts';
import { Layout } from './layout';
import { ContentPage } from '../widgets/content-page';
import { AccountPage } from '../widgets/account-page';
import { RemotePreview } from '../widgets/remote-preview';

/** The shell's router: every path renders the layout; pages come from content and remotes. */
export function App({ data }: { data: ShopDocumentData }) {
  const router = useMemo(
    () =>
      createBrowserRouter(
        [
          {
            path: '/',
            element: <Layout data={data} />,
            children: [
              { path: 'account/*', element: <AccountPage data={data} /> },
              { path: '_remote-preview/:remote/:module', element: <RemotePreview data={data} /> },
              { path: '*', element: <ContentPage data={data} /> },
              { index: true, element: <ContentPage data={data} /> },
            ],
          },
        ],
        { basename: data.storefront.basename || '/' },
      ),
    [data],
  );
  return <RouterProvider router={router} />;
}
