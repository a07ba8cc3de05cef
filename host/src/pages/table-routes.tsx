import type { RouteObject } from 'react-router';
import { routeTable } from '@shop/catalogue';
import type { ShopDocumentData } from '@shop/contracts';
import { RoutePage } from './route-page';

/** The shop's route table from the catalogue, below the basename (locale and desktop segments). */
export function tableRoutes(data: ShopDocumentData): RouteObject[] {
  return routeTable.map((row) => {
    const element = <RoutePage row={row} data={data} />;
    return row.path === '/' ? { index: true, element } : { path: row.path.slice(1), element };
  });
}
