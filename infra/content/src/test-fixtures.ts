import crypto from 'node:crypto';

let counter = 0;
const uid = () => `uid-${(counter += 1)}`;

/** A minimal valid page story for tests. */
export function pageStory(
  fullSlug: string,
  fields: Record<string, unknown> = {},
  story: Record<string, unknown> = {},
) {
  return {
    name: fields.title ?? fullSlug,
    full_slug: fullSlug,
    ...story,
    content: {
      component: 'Page',
      _uid: uid(),
      title: `Title of ${fullSlug}`,
      description: `Description of ${fullSlug}`,
      robots: 'index,follow',
      body: [],
      ...fields,
    },
  };
}

export function matrixItemStory(
  fullSlug: string,
  name: string,
  uuid: string = crypto.randomUUID(),
) {
  return {
    name,
    full_slug: fullSlug,
    uuid,
    content: {
      component: 'ProductMatrixItem',
      _uid: uid(),
      name,
      image: { filename: `/media/${name}.jpg`, alt: name },
      link: { url: `/${name}` },
      priceFrom: { eur: 9.95, chf: 11.9, gbp: 8.95, usd: 10.95 },
    },
  };
}

export function matrixBlock(items: string[], initialItems: string[] = items.slice(0, 2)) {
  return { component: 'ProductMatrix', _uid: uid(), headline: 'Bestseller', initialItems, items };
}
