// The calculator's answers, on most pages' first load: a chunk without the product wrappers' schemas.
export {
  catalogueAnswer,
  calculatorReferencePayloadSchema,
  formatPricesPayloadSchema,
} from '@shop/contracts';
