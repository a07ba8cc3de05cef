import type { CalculatorDialogsProps } from '@shop/contracts';
import { createReactParcel } from '@shop/federation/react';
import { CalculatorDialogs } from '../features/more-formats';

/** Renders nothing while no calculator dialog is requested; errors leave the page usable. */
function DialogsFallback() {
  return null;
}

export default createReactParcel<CalculatorDialogsProps>(CalculatorDialogs, DialogsFallback);
