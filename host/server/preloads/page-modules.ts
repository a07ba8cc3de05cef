import { subNavigationItem, type RoutePage } from '@shop/catalogue';
import {
  remoteBlocks,
  storyComponents,
  type RemoteBlockName,
  type RemoteName,
  type ShopDocumentData,
} from '@shop/contracts';

/**
 * One exposed module a page mounts: `./Header` of `mf_navigation`. `waits`: its slot hydrates only
 * when the shopper comes near (`hydrateWhenNear`), so its code is not the first load's.
 * `components`: the story's content components it renders, whose code may come on its own.
 */
export type PageModule = {
  remote: RemoteName;
  module: string;
  waits?: boolean;
  components?: readonly string[];
};

/** The page's own remote module, as the shell's route pages mount it. */
const pageModuleOf: Record<RoutePage, PageModule> = {
  content: { remote: 'mf_cms_page', module: './Page' },
  error: { remote: 'mf_cms_page', module: './Page' },
  product: { remote: 'mf_product_wrappers', module: './ProductPage' },
  themes: { remote: 'mf_product_wrappers', module: './ThemesPage' },
  account: { remote: 'mf_account', module: './AccountPage' },
};

const activeNavigationOf = (story: unknown): string | null => {
  const value = (story as { content?: { activeNavigation?: unknown } } | null)?.content
    ?.activeNavigation;
  return typeof value === 'string' ? value : null;
};

// The CMS page's sections in reading order.
const pageSections = ['teaser', 'uspTeaser', 'calculator', 'body'] as const;

/**
 * Blocks of the story another remote renders (the calculator, product wrappers), top level only.
 * They wait for the shopper but one that opens the story, which is on the first screen.
 */
function embeddedModules(story: unknown): PageModule[] {
  const content = (story as { content?: Record<string, unknown> } | null)?.content;
  if (content?.component !== 'Page') return [];
  const blocks = pageSections.flatMap((section) => {
    const list = content[section];
    return Array.isArray(list)
      ? (list as ({ component?: unknown; contentVariant?: unknown } | null)[])
      : [];
  });
  return blocks.flatMap((block, index) => {
    // A block for one flag variant may not show: the edge does not know the shopper's.
    if (!block || block.contentVariant !== undefined) return [];
    const owner = Object.hasOwn(remoteBlocks, String(block.component))
      ? remoteBlocks[block.component as RemoteBlockName]
      : undefined;
    return owner ? [{ remote: owner.remote, module: owner.module, waits: index > 0 }] : [];
  });
}

/** The route's page module; a CMS page with the components of the story it renders. */
function storyPage(page: RoutePage, story: unknown): PageModule {
  const module = pageModuleOf[page];
  if (page !== 'content' && page !== 'error') return module;
  const content = (story as { content?: unknown } | null)?.content;
  return { ...module, components: storyComponents(content) };
}

/**
 * The remote modules the shell mounts for a document, in the order they appear on the page: the
 * layout's slots (the same conditions as `host/src/app/layout.tsx`) around the route's page and
 * the blocks of its story that other remotes render.
 * `page` null: a page without a remote of its own (a remote preview).
 */
export function pageModules(
  page: RoutePage | null,
  data: Pick<ShopDocumentData, 'storefront' | 'navigation' | 'page'>,
  location: { pathname: string; search: string },
): PageModule[] {
  const { navigation, storefront } = data;
  const activeNavigation = activeNavigationOf(data.page.story);
  const showSubNavigation =
    subNavigationItem(navigation, activeNavigation, `${location.pathname}${location.search}`) !==
    null;
  const modules: (PageModule | false | null)[] = [
    { remote: 'mf_navigation', module: './Header' },
    storefront.platform === 'web' &&
      navigation !== null && { remote: 'mf_navigation', module: './Navigation' },
    showSubNavigation && { remote: 'mf_navigation', module: './SubNavigation' },
    page && storyPage(page, data.page.story),
    ...(page === 'content' || page === 'error' ? embeddedModules(data.page.story) : []),
    Boolean(navigation?.footer) && { remote: 'mf_navigation', module: './Footer', waits: true },
  ];
  return modules.filter((module): module is PageModule => Boolean(module));
}
