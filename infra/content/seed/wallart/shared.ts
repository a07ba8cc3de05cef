import { cta, headline, img, link, story, type Ctx, type SeedStory } from '../build';
import { prices } from '../prices';
import { doc } from '../richtext';
import { categoryKeys, type CategoryKey, type WallartCopy } from './copy-type';
import { fromPrice, productStructuredData } from './products';

export const matrixKeys = [...categoryKeys, 'photobook'] as const;
export const frameKeys = ['holzrahmen', 'alurahmen', 'schattenfuge-leinwand'] as const;
export const accessoryKeys = ['posterbar', 'screw'] as const;

const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
/** Paths of shared stories below the locale folder. */
export const itemPath = (key: string) => `shared/items/${kebab(key)}`;
export const snippetPath = (key: string) => `shared/snippets/${kebab(key)}`;

/** Storefront path of a page slug on the locale's own host. */
export const href = (slug: string) => `/${slug}`;

export function categoryHref(copy: WallartCopy, key: CategoryKey | 'photobook'): string {
  return key === 'photobook' ? href(copy.photobook.slug) : href(copy.categories[key].slug);
}

/** Stories other pages reference through relations: matrix items, frames, accessories, person, POC, USPs, snippets. */
export function sharedStories(ctx: Ctx, copy: WallartCopy): SeedStory[] {
  const stories: SeedStory[] = [];
  matrixKeys.forEach((key, index) => {
    const name = key === 'photobook' ? copy.photobook.name : copy.categories[key].name;
    stories.push(
      story(
        ctx,
        itemPath(key),
        name,
        {
          component: 'ProductMatrixItem',
          name,
          image: img(ctx, `matrix-${key}`, name),
          link: link(categoryHref(copy, key)),
          priceFrom: prices(fromPrice[key]),
          ...(index === 0
            ? { badge: copy.matrix.bestseller }
            : index === 5
              ? { badge: copy.matrix.new }
              : {}),
        },
        { group: itemPath(key), position: index },
      ),
    );
  });
  for (const key of frameKeys) {
    const frame = copy.frames[key];
    stories.push(
      story(ctx, `shared/frames/${key}`, frame.name, {
        component: 'FrameType',
        name: frame.name,
        frameType: key,
        description: frame.description,
        image: img(ctx, `frame-${key}`, frame.name),
      }),
    );
  }
  for (const key of accessoryKeys) {
    const accessory = copy.accessories[key];
    stories.push(
      story(ctx, `shared/accessories/${key}`, accessory.name, {
        component: 'AccessoryType',
        name: accessory.name,
        accessoryType: key,
        description: accessory.description,
        image: img(ctx, `accessory-${key}`, accessory.name),
      }),
    );
  }
  const person = copy.contact.person;
  stories.push(
    story(ctx, 'shared/person-service', person.name, {
      component: 'Person',
      name: person.name,
      role: person.role,
      image: img(ctx, 'person-service', person.name),
      email: 'service@wallart.example',
    }),
  );
  stories.push(
    story(ctx, 'shared/poc-advice', copy.poc.headline, {
      component: 'Poc',
      headline: copy.poc.headline,
      text: copy.poc.text,
      cta: cta(copy.poc.cta, href(copy.contact.slug)),
      image: img(ctx, 'poc-advice', ''),
    }),
  );
  copy.usps.forEach((usp, index) => {
    stories.push(
      story(
        ctx,
        `shared/usps/${index + 1}`,
        usp.title,
        { component: 'Usp', icon: usp.icon, title: usp.title, text: usp.text },
        { position: index },
      ),
    );
  });
  stories.push(
    story(ctx, 'shared/inspiration', copy.home.containerName, {
      component: 'SharedContent',
      name: copy.home.containerName,
      body: [
        headline(copy.home.containerHeadline),
        { component: 'Text', text: doc(copy.home.containerText) },
        {
          component: 'Image',
          image: img(ctx, 'inspiration-gallery-wall', copy.home.containerHeadline),
        },
      ],
    }),
  );
  for (const key of categoryKeys) {
    const category = copy.categories[key];
    stories.push(
      story(ctx, snippetPath(key), category.name, {
        component: 'ProductSnippet',
        name: category.name,
        structuredData: [
          productStructuredData(
            ctx,
            category.name,
            category.description,
            fromPrice[key],
            key === 'photoPrints' ? 5.99 : 249.95,
          ),
        ],
      }),
    );
  }
  return stories;
}
