import { cta, headline, img, link, page, story, uuidOf, type Ctx, type SeedStory } from '../build';
import { photoFormats, wallFormats } from '../prices';
import { doc } from '../richtext';
import { categoryKeys, type CategoryKey, type WallartCopy } from './copy-type';
import { uspTeaser } from './pages-home';
import { calculator, formatsAndPrices, heroTeaser } from './products';
import { frameKeys, href, snippetPath } from './shared';

type Json = Record<string, unknown>;

const isWall = (key: CategoryKey) => key === 'wallArt' || key === 'canvasPrints';
const sizeFormats = (key: CategoryKey): string[] =>
  isWall(key)
    ? [...wallFormats]
    : key === 'photoCalendar'
      ? ['2100x2970', '2970x4200']
      : [...photoFormats];

/** Blocks every category page shares, after its own. */
function categoryBody(ctx: Ctx, copy: WallartCopy, key: CategoryKey): Json[] {
  const c = copy.category;
  const body: Json[] = [];
  if (isWall(key)) {
    body.push(formatsAndPrices(copy, key === 'canvasPrints' ? 'leinwand' : 'acrylglas'));
    body.push({
      component: 'FrameTypes',
      headline: c.framesHeadline,
      frameTypes: frameKeys.map((frame) => uuidOf(ctx, `shared/frames/${frame}`)),
    });
  }
  body.push({
    component: 'SizeOverview',
    headline: c.sizesHeadline,
    text: c.sizesText,
    formats: sizeFormats(key),
  });
  body.push({
    component: 'ProductQuality',
    headline: c.qualityHeadline,
    items: c.quality.map((item, index) => ({
      component: 'QualityItem',
      ...item,
      image: img(ctx, `quality-${index + 1}`, item.title),
    })),
  });
  body.push({
    component: 'SubTeaser',
    variant: 'image-left',
    headline: c.subTeaserHeadline,
    text: c.subTeaserText,
    image: img(ctx, 'materials-compared', c.subTeaserHeadline),
    cta: cta(c.subTeaserCta, href(copy.categories.wallArt.slug)),
  });
  body.push({
    component: 'Image',
    image: img(ctx, `living-room-${key}`, c.imageCaption),
    caption: c.imageCaption,
  });
  body.push({
    component: 'Photo',
    image: img(ctx, `sunset-${key}`, c.photoCaption),
    caption: c.photoCaption,
    photographer: c.photographer,
  });
  body.push({ component: 'PocWrapper', poc: uuidOf(ctx, 'shared/poc-advice') });
  body.push({
    component: 'UspWrapper',
    usps: copy.usps.map((_, index) => uuidOf(ctx, `shared/usps/${index + 1}`)),
  });
  return body;
}

/** The five category pages; the photo calendar is a folder start page with its product page below. */
export function categoryPages(ctx: Ctx, copy: WallartCopy): SeedStory[] {
  const stories = categoryKeys.map((key, index) => {
    const category = copy.categories[key];
    const own: Json[] = [
      headline(category.name, 'h1'),
      { component: 'Text', text: doc(...category.intro) },
    ];
    if (key === 'photoCalendar')
      own.push({
        component: 'OverviewCalendar',
        headline: copy.calendarTypes.wandkalender,
        calendarTypes: ['wandkalender', 'tischkalender', 'familienplaner'],
        detailSegment: copy.calendarDetail.slug,
      });
    const content = page(category, {
      teaser: [heroTeaser(ctx, copy, key, href(category.slug))],
      uspTeaser: [uspTeaser(copy)],
      calculator: [calculator(copy, key)],
      sku: isWall(key) ? 'WA-LEINWAND-600x400' : undefined,
      activeNavigation: isWall(key) ? 'wall-art' : 'photo-products',
      productSnippet: uuidOf(ctx, snippetPath(key)),
      ogImages: [img(ctx, `og-${key}`, category.name)],
      body: [...own, ...categoryBody(ctx, copy, key)],
    });
    const path = key === 'photoCalendar' ? `${category.slug}/` : category.slug;
    return story(ctx, path, category.name, JSON.parse(JSON.stringify(content)), {
      group: `category:${key}`,
      position: index,
    });
  });
  const detail = copy.calendarDetail;
  stories.push(
    story(
      ctx,
      `${copy.categories.photoCalendar.slug}/${detail.slug}`,
      detail.name,
      page(detail, {
        calculator: [calculator(copy, 'photoCalendar')],
        activeNavigation: 'photo-products',
        body: [
          {
            component: 'ProductDetailCalendar',
            headline: detail.headline,
            text: detail.text,
            calendarType: 'wandkalender',
            formats: ['a4-hoch', 'a3-hoch', 'a4-quer', 'a3-quer'],
            mountingTypes: ['spirale', 'holzblock'],
          },
          {
            component: 'UspWrapper',
            usps: copy.usps.map((_, index) => uuidOf(ctx, `shared/usps/${index + 1}`)),
          },
        ],
      }),
      { group: 'calendar:wandkalender' },
    ),
  );
  if (copy.legacyPhotoBoxSlug) {
    stories.push(
      story(
        ctx,
        copy.legacyPhotoBoxSlug,
        copy.categories.photoBox.name,
        { component: 'Redirect', target: href(copy.categories.photoBox.slug), status: 301 },
        { group: `redirect:${copy.legacyPhotoBoxSlug}` },
      ),
    );
  }
  return stories;
}

export const materialLink = (copy: WallartCopy, material: string) =>
  link(`${href(copy.categories.wallArt.slug)}?materialType=${material}`);
