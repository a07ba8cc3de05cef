import { heroImageLayout, imageSources } from '@shop/catalogue';

/** The picture the browser should fetch with the document: what the page's hero block will request. */
export type HeroImagePreload = { href: string; srcset?: string; sizes?: string };

// The CMS page's reading order; its first block decides whether the page opens with a hero.
const pageSections = ['teaser', 'uspTeaser', 'calculator', 'body'] as const;

type Block = { component?: unknown; variant?: unknown; contentVariant?: unknown; image?: unknown };

function firstBlock(content: Record<string, unknown>): Block | undefined {
  for (const section of pageSections) {
    const blocks = content[section];
    if (!Array.isArray(blocks)) continue;
    const first = blocks.find(
      (block): block is Block => typeof block === 'object' && block !== null,
    );
    if (first) return first;
  }
  return undefined;
}

/**
 * The hero teaser's picture when the story opens with one, with the same URL, srcset and sizes the
 * Teaser block renders (`heroImageLayout`); null otherwise. A block shown to one flag variant only
 * is not preloaded: the edge does not know the shopper's variant.
 */
export function heroImagePreload(story: unknown): HeroImagePreload | null {
  const content = (story as { content?: unknown } | null)?.content;
  if (typeof content !== 'object' || content === null) return null;
  if ((content as { component?: unknown }).component !== 'Page') return null;
  const block = firstBlock(content as Record<string, unknown>);
  if (!block || block.component !== 'Teaser' || block.variant !== 'hero') return null;
  if (block.contentVariant !== undefined) return null;
  const filename = (block.image as { filename?: unknown } | undefined)?.filename;
  const sources = imageSources(filename, heroImageLayout);
  if (!sources) return null;
  return sources.srcSet
    ? { href: sources.src, srcset: sources.srcSet, sizes: heroImageLayout.sizes }
    : { href: sources.src };
}

// React writes its preload of a slot's high-priority image (a product picture) where the slot is,
// deep in the body; the same tag in the head lets the browser ask for it with the first bytes.
const slotImagePreload = /<link rel="preload" as="image"[^>]*\sfetchPriority="high"[^>]*>/i;

/** React's preload of the first high-priority image in a server-rendered shell, or null. */
export function slotImagePreloadIn(shellHtml: string): string | null {
  return slotImagePreload.exec(shellHtml)?.[0] ?? null;
}
