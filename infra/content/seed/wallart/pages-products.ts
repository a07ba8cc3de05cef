import { headline, img, page, story, uuidOf, type Ctx, type SeedStory } from '../build';
import { doc } from '../richtext';
import type { WallartCopy } from './copy-type';
import { accessoryKeys } from './shared';

/** Collage and photo book (overview as folder start page, product page below) and accessories. */
export function productPages(ctx: Ctx, copy: WallartCopy): SeedStory[] {
  const { collage, photobook, accessoriesPage } = copy;
  const quality = copy.category.quality.map((item) => ({ component: 'QualityItem', ...item }));
  return [
    story(
      ctx,
      `${collage.slug}/`,
      collage.name,
      page(collage, {
        activeNavigation: 'photo-products',
        ogImages: [img(ctx, 'og-collage', collage.name)],
        body: [
          headline(collage.headline, 'h1'),
          {
            component: 'OverviewCollage',
            headline: collage.name,
            defaultDesignId: '13',
            detailSegment: collage.detail.slug,
          },
          {
            component: 'SubTeaser',
            variant: 'tiles',
            headline: collage.detail.headline,
            text: collage.detail.text,
            image: img(ctx, 'collage-heart', collage.detail.name),
          },
        ],
      }),
      { group: 'collage', position: 10 },
    ),
    story(
      ctx,
      `${collage.slug}/${collage.detail.slug}`,
      collage.detail.name,
      page(collage.detail, {
        activeNavigation: 'photo-products',
        body: [
          {
            component: 'ProductDetailCollage',
            headline: collage.detail.headline,
            text: collage.detail.text,
            designId: '13',
          },
          {
            component: 'SizeOverview',
            headline: copy.category.sizesHeadline,
            formats: ['400x400', '600x600', '800x800'],
          },
        ],
      }),
      { group: 'collage:heart' },
    ),
    story(
      ctx,
      `${photobook.slug}/`,
      photobook.name,
      page(photobook, {
        activeNavigation: 'photo-products',
        ogImages: [img(ctx, 'og-photobook', photobook.name)],
        body: [
          headline(photobook.headline, 'h1'),
          {
            component: 'OverviewPhotobook',
            headline: photobook.name,
            // Photobook categories of the catalogue: wedding, holidays, baby & family, year book.
            categoryIds: ['1', '2', '3', '4'],
            detailSegment: photobook.detail.slug,
          },
          {
            component: 'Quote',
            text: photobook.quote.text,
            author: photobook.quote.author,
            rating: 5,
          },
        ],
      }),
      { group: 'photobook', position: 11 },
    ),
    story(
      ctx,
      `${photobook.slug}/${photobook.detail.slug}`,
      photobook.detail.name,
      page(photobook.detail, {
        activeNavigation: 'photo-products',
        body: [
          {
            component: 'ProductDetailPhotobook',
            headline: photobook.detail.headline,
            text: photobook.detail.text,
            photobookType: 'digitalfotobuch',
            cover: 'hard',
            binding: 'layflat',
            paper: 'matt',
            formats: ['a4-hoch', 'a4-quer', '300-300'],
          },
          { component: 'ProductQuality', headline: copy.category.qualityHeadline, items: quality },
        ],
      }),
      { group: 'photobook:hardcover' },
    ),
    story(
      ctx,
      accessoriesPage.slug,
      accessoriesPage.name,
      page(accessoriesPage, {
        activeNavigation: 'wall-art',
        body: [
          {
            component: 'ProductDetailAccessory',
            headline: accessoriesPage.headline,
            text: accessoriesPage.text,
            sku: 'posterbar-500',
          },
          {
            component: 'AccessoryTypes',
            headline: accessoriesPage.typesHeadline,
            accessoryTypes: accessoryKeys.map((key) => uuidOf(ctx, `shared/accessories/${key}`)),
          },
          { component: 'Text', text: doc(copy.category.sizesText) },
        ],
      }),
      { group: 'accessories', position: 12 },
    ),
  ];
}
