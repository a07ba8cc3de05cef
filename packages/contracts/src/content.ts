/**
 * Relations the content gateway resolves for every page: containers, POC and USP
 * wrappers, frame types, accessory types, the contact form's person, the page's product snippet
 * and the product matrix's items. The API client asks for the same list.
 */
export const pageStoryRelations = [
  'Container.items',
  'PocWrapper.poc',
  'UspWrapper.usps',
  'FrameTypes.frameTypes',
  'AccessoryTypes.accessoryTypes',
  'ContactForm.person',
  'Page.productSnippet',
  'ProductMatrix.initialItems',
  'ProductMatrix.items',
] as const;
