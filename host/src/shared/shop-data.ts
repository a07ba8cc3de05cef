import { shopDocumentDataElementId, type ShopDocumentData } from '@shop/contracts';

/** The data the edge server inlined into the document. */
export function readShopData(): ShopDocumentData {
  const element = document.getElementById(shopDocumentDataElementId);
  if (!element?.textContent)
    throw new Error('The document carries no shop data; was it served by the edge server?');
  return JSON.parse(element.textContent) as ShopDocumentData;
}
