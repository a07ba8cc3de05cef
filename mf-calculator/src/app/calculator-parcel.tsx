import type { CalculatorProps } from '@shop/contracts';
import { createReactParcel } from '@shop/federation/react';
import { Calculator, CalculatorFallback } from '../widgets/calculator';

export default createReactParcel<CalculatorProps>(Calculator, CalculatorFallback);
