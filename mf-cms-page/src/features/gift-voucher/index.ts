export {
  purchaseForm,
  redeemForm,
  amountsReceived,
  $amounts,
  buyGiftVoucherFx,
  redeemVoucherFx,
  chosenAmount,
  sellableAmounts,
  otherAmount,
} from './model';
