import { buildSeedCatalogue } from './index';

/**
 * Every image the seeded product records name, under the media base (`/media/catalogue/…`, and
 * each material's `/media/leadimage/{material}/material.jpg`), so
 * the stack can draw an original for each and no seeded theme or design shows a broken image.
 */
export function catalogueSeedMediaPaths(mediaBase = '/media'): string[] {
  const document = buildSeedCatalogue();
  const found = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      if (value.startsWith('catalogue/')) found.add(`${mediaBase}/${value}`);
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (value !== null && typeof value === 'object') Object.values(value).forEach(walk);
  };
  const { prices: _prices, ...records } = document;
  walk(records);
  for (const accessory of document.accessories)
    found.add(`${mediaBase}/catalogue/accessories/accessory-${accessory.sku}.jpg`);
  // The photo-frame product choice shows each material by its lead image.
  for (const material of document.materials)
    found.add(`${mediaBase}/leadimage/${material.materialType}/material.jpg`);
  return [...found].sort();
}
