import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { specialAreaOf, type Language } from '@shop/catalogue';

/** Special areas this shell renders itself; the others belong to other applications. */
const ownAreas = new Set(['account', 'configurator']);

/**
 * An in-app navigation into another application's area (cart, checkout, order …, in the shop's
 * languages) loads that path as a document, so the edge and its owner answer it. The first
 * location (`default` key) already is that document, so it never reloads twice.
 */
export function useForeignPageReload(language: Language): boolean {
  const { pathname, key } = useLocation();
  const area = specialAreaOf(pathname, language);
  const foreign = key !== 'default' && area !== undefined && !ownAreas.has(area);
  useEffect(() => {
    if (foreign) window.location.reload();
  }, [foreign, pathname]);
  return foreign;
}
