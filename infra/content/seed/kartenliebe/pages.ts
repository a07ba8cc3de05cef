import { cta, headline, img, link, page, story, uuidOf, type Ctx, type SeedStory } from '../build';
import { pricePair, prices } from '../prices';
import { doc } from '../richtext';
import { occasionKeys, type KartenliebeCopy, type OccasionKey } from './copy-type';

type Json = Record<string, unknown>;

export const href = (slug: string) => `/${slug}`;
export const accessoryKeys = ['envelope', 'inlay', 'seal'] as const;
const itemPath = (key: OccasionKey) => `shared/items/${key}`;
const snippetPath = (key: OccasionKey) => `shared/snippets/${key}`;
const uspRefs = (ctx: Ctx, copy: KartenliebeCopy) => ({
  component: 'UspWrapper',
  usps: copy.usps.map((_, index) => uuidOf(ctx, `shared/usps/${index + 1}`)),
});
const uspTeaser = (copy: KartenliebeCopy): Json => ({
  component: 'UspTeaser',
  headline: copy.uspHeadline,
  items: copy.usps.map((usp) => ({ component: 'UspItem', ...usp })),
});
const accessoryTypes = (ctx: Ctx, copy: KartenliebeCopy): Json => ({
  component: 'AccessoryTypes',
  headline: copy.common.accessoriesHeadline,
  accessoryTypes: accessoryKeys.map((key) => uuidOf(ctx, `shared/accessories/${key}`)),
});

/** Price per card: a folded card costs more than a postcard; larger runs are handled by the shop API. */
function cardCalculator(copy: KartenliebeCopy): Json {
  const option = (
    value: 'klappkarte' | 'postkarte' | 'doppelkarte',
    formats: Array<[string, number, boolean]>,
    initial: string,
  ) => ({
    value,
    labelTranslationKey: `card.${value}`,
    context: { productType: 'card', cardType: value },
    formats: formats.map(([format, eur, discounted]) => ({
      value: format,
      ...pricePair(eur, discounted),
      context: { formatType: format },
    })),
    initiallySelectedFormat: initial,
  });
  const c = copy.common;
  return {
    component: 'Calculator',
    headline: c.calculatorHeadline,
    title: c.calculatorTitle,
    ctaText: c.calculatorCta,
    moreFormatsText: c.moreFormats,
    product: 'card',
    selectedValue: 'klappkarte',
    context: { quantity: 25 },
    labels: [{ index: 0, text: c.bestseller, backgroundColor: '#B8860B', textColor: '#FFFFFF' }],
    options: [
      option(
        'klappkarte',
        [
          ['a6-hoch', 1.79, true],
          ['a6-quer', 1.79, false],
          ['145-145', 1.99, false],
        ],
        'a6-hoch',
      ),
      option(
        'postkarte',
        [
          ['a6-quer', 0.99, false],
          ['a6-hoch', 0.99, false],
          ['145-145', 1.19, false],
        ],
        'a6-quer',
      ),
      option(
        'doppelkarte',
        [
          ['a6-hoch', 2.49, false],
          ['145-145', 2.69, false],
          ['a5-hoch', 2.99, true],
        ],
        'a6-hoch',
      ),
    ],
  };
}

/** Shared stories: matrix items and snippets per occasion, accessories, contact person, USPs. */
export function sharedStories(ctx: Ctx, copy: KartenliebeCopy): SeedStory[] {
  const stories: SeedStory[] = [];
  occasionKeys.forEach((key, index) => {
    const occasion = copy.occasions[key];
    stories.push(
      story(
        ctx,
        itemPath(key),
        occasion.name,
        {
          component: 'ProductMatrixItem',
          name: occasion.name,
          image: img(ctx, `matrix-${key}`, occasion.name),
          link: link(href(occasion.slug)),
          priceFrom: prices(0.99),
          ...(index === 0 ? { badge: copy.common.bestseller } : {}),
        },
        { position: index },
      ),
    );
    stories.push(
      story(ctx, snippetPath(key), occasion.name, {
        component: 'ProductSnippet',
        name: occasion.name,
        structuredData: [
          {
            '@type': 'Product',
            name: occasion.name,
            description: occasion.description,
            brand: { '@type': 'Brand', name: ctx.brand },
            offers: {
              '@type': 'AggregateOffer',
              priceCurrency: ctx.currency.toUpperCase(),
              lowPrice: prices(0.99)[ctx.currency],
              highPrice: prices(2.49)[ctx.currency],
            },
          },
        ],
      }),
    );
  });
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
      email: 'hallo@kartenliebe.example',
    }),
  );
  copy.usps.forEach((usp, index) =>
    stories.push(
      story(
        ctx,
        `shared/usps/${index + 1}`,
        usp.title,
        { component: 'Usp', ...usp },
        { position: index },
      ),
    ),
  );
  return stories;
}

function occasionPage(
  ctx: Ctx,
  copy: KartenliebeCopy,
  key: OccasionKey,
  position: number,
): SeedStory {
  const occasion = copy.occasions[key];
  const products = occasion.designs.map((design, index) => ({
    sku: `KL-${key.toUpperCase()}-${index + 1}`,
    name: design,
    format: '148x105',
    ...pricePair(1.79, index === 0),
    image: img(ctx, `design-${key}-${index + 1}`, design),
    link: link(`${href(occasion.slug)}?themeId=${key}-${index + 1}`),
  }));
  const content = page(occasion, {
    teaser: [
      {
        component: 'Teaser',
        variant: 'hero',
        headline: occasion.headline,
        text: occasion.text,
        image: img(ctx, `hero-${key}`, occasion.name),
        cta: cta(copy.home.heroCta, href(occasion.slug)),
        products,
      },
    ],
    uspTeaser: [uspTeaser(copy)],
    calculator: [cardCalculator(copy)],
    activeNavigation: 'occasions',
    productSnippet: uuidOf(ctx, snippetPath(key)),
    ogImages: [img(ctx, `og-${key}`, occasion.name)],
    body: [
      headline(occasion.name, 'h1'),
      { component: 'Text', text: doc(occasion.intro) },
      {
        component: 'OverviewThemes',
        headline: copy.common.themesHeadline,
        occasion: key,
        pageSize: 12,
      },
      accessoryTypes(ctx, copy),
      uspRefs(ctx, copy),
    ],
  });
  return story(
    ctx,
    key === 'hochzeit' ? `${occasion.slug}/` : occasion.slug,
    occasion.name,
    content,
    { group: `occasion:${key}`, position },
  );
}

export function pages(ctx: Ctx, copy: KartenliebeCopy): SeedStory[] {
  const { home, desktop, cardDetail, contact, voucher, error } = copy;
  const bento: Json = {
    component: 'BentoGrid',
    headline: home.occasionsHeadline,
    tiles: occasionKeys.slice(0, 4).map((key, index) => ({
      component: 'BentoTile',
      size: (['large', 'tall', 'wide', 'small'] as const)[index],
      title: copy.occasions[key].name,
      text: copy.occasions[key].text,
      image: img(ctx, `bento-${key}`, copy.occasions[key].name),
      link: link(href(copy.occasions[key].slug)),
    })),
  };
  const wedding = copy.occasions.hochzeit.slug;
  return [
    story(
      ctx,
      '',
      home.name,
      page(home, {
        teaser: [
          {
            component: 'Teaser',
            variant: 'hero',
            headline: home.heroHeadline,
            text: home.heroText,
            image: img(ctx, 'hero-home', home.heroHeadline),
            cta: cta(home.heroCta, href(wedding)),
          },
        ],
        uspTeaser: [uspTeaser(copy)],
        calculator: [cardCalculator(copy)],
        activeNavigation: 'home',
        ogImages: [img(ctx, 'og-home', home.heroHeadline)],
        structuredData: [
          { '@type': 'Organization', name: ctx.brand, url: '/', foundingDate: '2011' },
        ],
        body: [
          bento,
          {
            component: 'ProductMatrix',
            headline: home.matrixHeadline,
            initialItems: occasionKeys.slice(0, 3).map((key) => uuidOf(ctx, itemPath(key))),
            items: occasionKeys.map((key) => uuidOf(ctx, itemPath(key))),
          },
          {
            component: 'PublicContainer',
            headline: home.storyHeadline,
            background: 'light',
            body: [{ component: 'Text', text: doc(...home.storyText) }],
          },
          { component: 'Quote', ...home.quote, rating: 5 },
        ],
      }),
      { group: 'home', position: -100 },
    ),
    story(
      ctx,
      'desktop-startseite',
      desktop.name,
      page(
        desktop,
        {
          activeNavigation: 'home',
          body: [headline(desktop.headline, 'h1', desktop.subline), bento],
        },
        'noindex,follow',
      ),
      { group: 'desktop-startseite', position: -90 },
    ),
    ...occasionKeys.map((key, index) => occasionPage(ctx, copy, key, index)),
    story(
      ctx,
      `${wedding}/${cardDetail.slug}`,
      cardDetail.name,
      page(cardDetail, {
        calculator: [cardCalculator(copy)],
        activeNavigation: 'occasions',
        body: [
          {
            component: 'ProductDetailCard',
            headline: cardDetail.headline,
            text: cardDetail.text,
            occasion: 'hochzeit',
            themeId: '1017',
          },
          accessoryTypes(ctx, copy),
          {
            component: 'SizeOverview',
            headline: copy.common.formatsHeadline,
            formats: ['148x105', '105x148', '145x145'],
          },
        ],
      }),
      { group: 'card:eukalyptus' },
    ),
    story(
      ctx,
      contact.slug,
      contact.name,
      page(contact, {
        activeNavigation: 'none',
        body: [
          headline(contact.headline, 'h1'),
          {
            component: 'ContactForm',
            headline: contact.name,
            text: contact.text,
            person: uuidOf(ctx, 'shared/person-service'),
            topics: contact.topics,
            submitLabel: contact.submit,
            privacyNotice: contact.privacyNotice,
          },
        ],
      }),
      { group: 'contact', position: 20 },
    ),
    story(
      ctx,
      voucher.slug,
      voucher.name,
      page(voucher, {
        activeNavigation: 'none',
        body: [
          {
            component: 'Voucher',
            headline: voucher.headline,
            text: voucher.text,
            amounts: [20, 40, 80],
            ctaText: voucher.cta,
            image: img(ctx, 'voucher', voucher.headline),
          },
          { component: 'Text', text: doc(voucher.body) },
          uspRefs(ctx, copy),
        ],
      }),
      { group: 'voucher', position: 21 },
    ),
    ...(['collage', 'calendar', 'card'] as const).map((key) => {
      const feed = copy.feeds[key];
      return story(
        ctx,
        `feed-${key}`,
        feed.headline,
        page(
          feed,
          {
            activeNavigation: 'none',
            body: [
              headline(feed.headline, 'h1'),
              {
                component: 'Feed',
                headline: feed.headline,
                text: feed.text,
                feedType: key,
                pageSize: 24,
              },
            ],
          },
          'noindex,follow',
        ),
        { group: `feed-${key}`, position: 30 },
      );
    }),
    story(
      ctx,
      'error',
      error.name,
      page(
        error,
        {
          activeNavigation: 'none',
          teaser: [
            {
              component: 'Teaser',
              variant: 'slim',
              headline: error.headline,
              text: error.text,
              cta: cta(error.cta, '/'),
            },
          ],
          uspTeaser: [uspTeaser(copy)],
          calculator: [cardCalculator(copy)],
          body: [bento],
        },
        'noindex,nofollow',
      ),
      { group: 'error', position: 40 },
    ),
  ];
}
