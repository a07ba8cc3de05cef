import { useEffect, useId, useState } from 'react';
import { fork, scopeBind } from 'effector';
import { Provider } from 'effector-react';
import type { Locale } from '@shop/catalogue';
import type { CalculatorProps } from '@shop/contracts';
import {
  calculatorStarted,
  loadFramedPricesFx,
  loadReferenceFx,
  registerCalculatorScope,
} from '../../../entities/calculator';
import { useExperiments } from '../../../shared/config/experiments';
import { CalculatorView } from './calculator-view';
import '../../../shared/ui/calculator.css';

const pending = () => new Promise<never>(() => undefined);

/**
 * `mf_calculator/Calculator`: a Calculator block of the page. Each block gets its own scope of the
 * calculator model, which the More formats dialog reads through the calculator's id.
 */
export function Calculator(props: CalculatorProps) {
  const calculatorId = useId();
  // Flags are read here, outside the calculator's scope, so flag updates re-render the block.
  const experiments = useExperiments();
  const [scope] = useState(() => {
    // On the server the block renders as it first appears in the browser, prices still loading:
    // the calls are left to the browser, which makes them when it hydrates.
    const created =
      typeof window === 'undefined'
        ? fork({
            handlers: [
              [loadReferenceFx, pending],
              [loadFramedPricesFx, pending],
            ],
          })
        : fork();
    scopeBind(calculatorStarted, { scope: created })({
      block: props.block,
      locale: props.locale as Locale,
    });
    return created;
  });
  useEffect(() => registerCalculatorScope(calculatorId, scope), [calculatorId, scope]);
  return (
    <Provider value={scope}>
      <CalculatorView
        calculatorId={calculatorId}
        block={props.block}
        channel={props.channel}
        locale={props.locale as Locale}
        experiments={experiments}
      />
    </Provider>
  );
}

/** Shown inside the slot when the calculator throws while rendering. */
export function CalculatorFallback() {
  return <section className="calc" data-remote-root="mf_calculator" data-remote-state="error" />;
}
