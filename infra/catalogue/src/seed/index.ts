import type { CatalogueDocument } from '../model/document';
import { cardMaterials } from './cards';
import { frameTypes } from './frames';
import { wallMaterials } from './materials';
import { accessories, campaigns, localizedUrls, photoboxes, shipping } from './other';
import { seedPrices } from './prices';
import {
  calendarDesignGroups,
  collageDesignGroups,
  customerPictures,
  merchProducts,
} from './products';
import { photobookCategories, photobookDesignGroupSets, photobookTypeRecords } from './photobooks';
import { themeLabels, themes } from './themes';

/**
 * The catalogue `npm start` seeds: 12 wall-art materials, 3 card types, frames, options, boxes,
 * accessories, card themes, calendar, photobook and collage designs, merch, customer pictures and prices.
 */
export function buildSeedCatalogue(now = new Date()): CatalogueDocument {
  const materials = [...wallMaterials(), ...cardMaterials()];
  const accessoryList = accessories();
  const books = photobookTypeRecords();
  const merch = merchProducts();
  return {
    materials,
    frameTypes: frameTypes(),
    prices: seedPrices(materials, accessoryList, books, merch),
    accessories: accessoryList,
    photoboxes: photoboxes(),
    shipping: shipping(),
    campaigns: campaigns(now),
    localizedUrls: localizedUrls(),
    themeLabels: themeLabels(),
    themes: themes(now),
    calendarDesignGroups: calendarDesignGroups(),
    photobookCategories: photobookCategories(),
    photobookTypes: books,
    photobookDesignGroupSets: photobookDesignGroupSets(),
    collageDesignGroups: collageDesignGroups(),
    merchProducts: merch,
    customerPictures: customerPictures(now),
  };
}

// Price articles that came with the product records, and the card articles the wall-art brand sells since.
const productArticleKinds = new Set([
  'card-refinement',
  'calendar',
  'calendar-mounting',
  'photobook',
  'photobook-pages',
  'photobook-option',
  'merch',
  'photoprint',
]);

/**
 * The seed's product records (themes, designs, photobook types, …) with the prices they need: what a
 * catalogue seeded before those records existed lacks. Rows it adds do not replace stored prices of
 * other articles.
 */
export function buildSeedProductRecords(now = new Date()): CatalogueDocument {
  const seed = buildSeedCatalogue(now);
  const cardTypes = new Set(
    seed.materials.filter((m) => m.product === 'card').map((m) => m.materialType),
  );
  const cardArticle = (article: string) => {
    const [kind, subject] = article.split('/');
    return (
      (kind === 'format' && cardTypes.has(subject!)) ||
      article.startsWith('accessory/envelope') ||
      article.startsWith('accessory/inlay')
    );
  };
  return {
    ...seed,
    materials: [],
    frameTypes: [],
    accessories: [],
    photoboxes: [],
    shipping: [],
    campaigns: [],
    localizedUrls: [],
    prices: seed.prices.filter(
      (p) =>
        productArticleKinds.has(p.article.split('/')[0]!) ||
        (p.channel === 'wallart' && cardArticle(p.article)),
    ),
  };
}
