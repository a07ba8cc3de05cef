import { useMemo } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import type { ShopDocumentData } from '@shop/contracts';
import { Layout } from './layout';
import { tableRoutes } from '../pages/table-routes';
import { RemotePreview } from '../widgets/remote-preview';

/** Every path renders the layout; pages come from content and remotes. The edge renders the same tree. */
export function shellRoutes(data: ShopDocumentData): RouteObject[] {
  return [
    {
      path: '/',
      element: <Layout data={data} />,
      children: [
        // Development only (the edge refuses it in production): a remote inside the live shell.
        { path: '_remote-preview/:remote/:module', element: <RemotePreview data={data} /> },
        ...tableRoutes(data),
      ],
    },
  ];
}

/** The shell's pages inside whichever router the page has: the browser's, or the edge's static one. */
export function ShellRoutes({ data }: { data: ShopDocumentData }) {
  return useRoutes(useMemo(() => shellRoutes(data), [data]));
}
