import { useHydrated } from '@shop/federation/react';
import { pageCookies } from './storefront';

/**
 * The page's cookies (the designer link's ad click) once hydrated: empty on the server and while
 * hydrating, so links match the server's HTML and gain the cookie's value right after.
 */
export function usePageCookies(): string {
  return useHydrated() ? pageCookies() : '';
}
