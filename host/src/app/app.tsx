import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { ShopDocumentData } from '@shop/contracts';
import { Layout } from './layout';
import { tableRoutes } from '../pages/table-routes';
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
              // Development only (the edge refuses it in production): a remote inside the live shell.
              { path: '_remote-preview/:remote/:module', element: <RemotePreview data={data} /> },
              ...tableRoutes(data),
            ],
          },
        ],
        { basename: data.storefront.basename || '/' },
      ),
    [data],
  );
  return <RouterProvider router={router} />;
}
