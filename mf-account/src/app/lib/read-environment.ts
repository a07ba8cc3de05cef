import { shopDocumentDataElementId, type ShopDocumentData } from '@shop/contracts';

/**
 * The page's environment from the data the edge server inlined (`development`, `production`, ...).
 * Unreadable counts as production, so development shortcuts never switch on by accident.
 */
export function readEnvironment(doc: Document = document): string {
  try {
    const text = doc.getElementById(shopDocumentDataElementId)?.textContent;
    const environment = text
      ? (JSON.parse(text) as Partial<ShopDocumentData>).environment
      : undefined;
    return typeof environment === 'string' && environment ? environment : 'production';
  } catch {
    return 'production';
  }
}
