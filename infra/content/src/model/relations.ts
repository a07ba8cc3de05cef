/**
 * Relations the gateway always resolves for a page (spec section 3): containers, POC and USP
 * wrappers, frame types, accessory types, the contact form's person, the page's product snippet
 * and the product matrix's items. The same list the api-client sends as `resolveRelations`.
 */
export const defaultRelations = [
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
