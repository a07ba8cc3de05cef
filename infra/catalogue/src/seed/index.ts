import type { CatalogueDocument } from '../model/document';
import { cardMaterials } from './cards';
import { frameTypes } from './frames';
import { wallMaterials } from './materials';
import { accessories, campaigns, localizedUrls, photoboxes, shipping } from './other';
import { seedPrices } from './prices';

/** The catalogue `npm start` seeds: 12 wall-art materials, 3 card types, frames, options, boxes, accessories and their prices. */
export function buildSeedCatalogue(now = new Date()): CatalogueDocument {
  const materials = [...wallMaterials(), ...cardMaterials()];
  const accessoryList = accessories();
  return {
    materials,
    frameTypes: frameTypes(),
    prices: seedPrices(materials, accessoryList),
    accessories: accessoryList,
    photoboxes: photoboxes(),
    shipping: shipping(),
    campaigns: campaigns(now),
    localizedUrls: localizedUrls(),
  };
}
