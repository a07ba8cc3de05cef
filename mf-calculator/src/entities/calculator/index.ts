export {
  calculatorStarted,
  materialChosen,
  formatChosen,
  dialogFormatPicked,
  pricesRetried,
  framedTeaserShown,
  loadReferenceFx,
  loadFramedPricesFx,
  calculatorAnswered,
  framedAcrylic,
  $setup,
  $offer,
  $selection,
  $loadStatus,
  $framedPrices,
  $framedStatus,
  type CalculatorSetup,
  type LoadStatus,
} from './model/calculator-model';
export {
  buildOffer,
  hasLivePrices,
  topDealOf,
  type CalculatorBlock,
  type CalculatorLabel,
  type FormatOffer,
  type MaterialOffer,
  type Offer,
} from './lib/offer';
export type { Selection } from './lib/selection';
export { registerCalculatorScope, calculatorScope } from './lib/scope-registry';
export { designerLinkFor } from './lib/designer-link';
