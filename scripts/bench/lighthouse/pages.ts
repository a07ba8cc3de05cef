import type { Stack } from '../../stack/stack';

export type BenchPage = { name: string; url: string };

/** Seeded pages of both channels: a category and a product detail page each (see infra/content/seed). */
const channelPaths = {
  wallart: { category: '/wandbilder', product: '/fotobuch/hardcover-fotobuch' },
  kartenliebe: {
    category: '/hochzeitskarten',
    product: '/hochzeitskarten/einladungskarte-eukalyptus',
  },
} as const;

/** The pages to measure, in the order one round visits them; the floor sits beside the start page. */
export function benchPages(stack: Stack, floorUrl: string): BenchPage[] {
  const pages: BenchPage[] = [];
  for (const channel of ['wallart', 'kartenliebe'] as const) {
    const origin = stack.origin(channel);
    const paths = channelPaths[channel];
    pages.push({ name: `${channel} start`, url: `${origin}/` });
    if (channel === 'wallart') pages.push({ name: 'one bundle (floor)', url: floorUrl });
    pages.push({ name: `${channel} category`, url: `${origin}${paths.category}` });
    pages.push({ name: `${channel} product`, url: `${origin}${paths.product}` });
  }
  return pages;
}
