import type { NavigationConfig, NavigationItem } from '@shop/contracts';
import { matchRoute } from './routes';

/**
 * The main item whose tiles the sub-navigation shows on a page: the item of the story's
 * `activeNavigation` type, else an `alwaysShowSubNavi` item the path belongs to. Shared by the
 * remote (what it renders) and the shell (how much height it reserves). `path` includes the search.
 */
export function subNavigationItem(
  navigation: NavigationConfig | null,
  activeNavigation: string | null,
  path: string,
): NavigationItem | null {
  if (!navigation || activeNavigation === 'none') return null;
  const pathname = path.split(/[?#]/)[0] ?? path;
  if (matchRoute(pathname).row.middleware.includes('no-sub-navigation')) return null;
  const withTiles = navigation.mainNavigation.filter((item) =>
    item.subItems.some((sub) => !sub.isHeadlineItem),
  );
  const byType = activeNavigation
    ? withTiles.find((item) => item.navigationType === activeNavigation)
    : undefined;
  if (byType) return byType;
  return (
    withTiles.find(
      (item) =>
        item.alwaysShowSubNavi &&
        [item, ...item.subItems].some(
          (entry) => entry.url === path || entry.url.split(/[?#]/)[0] === pathname,
        ),
    ) ?? null
  );
}
