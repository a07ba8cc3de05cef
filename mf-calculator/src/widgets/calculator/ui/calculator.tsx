import { useEffect, useId, useState } from 'react';
import { allSettled, fork, scopeBind, type Effect, type Scope } from 'effector';
import { Provider } from 'effector-react';
import type { Locale } from '@shop/catalogue';
import type { CalculatorProps } from '@shop/contracts';
import { answeringHandlers, recordAnswers } from '@shop/federation/effector';
import { useSlotAnswers } from '@shop/federation/react';
import {
  calculatorAnswered,
  calculatorStarted,
  framedTeaserShown,
  registerCalculatorScope,
  type CalculatorSetup,
} from '../../../entities/calculator';
import { showsFramedTeaser, useExperiments } from '../../../shared/config/experiments';
import { CalculatorView } from './calculator-view';
import '../../../shared/ui/calculator.css';

const pending = () => new Promise<never>(() => undefined);

/** A server render without the shop's APIs shows the prices loading; the browser loads them when it hydrates. */
const loadingOnServer = () =>
  Object.values(calculatorAnswered).map((fx): [Effect<any, any, any>, () => Promise<never>] => [
    fx,
    pending,
  ]);

/**
 * `mf_calculator/Calculator`: a Calculator block of the page. Each block gets its own scope of the
 * calculator model, which the More formats dialog reads through the calculator's id.
 *
 * The edge loads the block's prices (and the teaser's, when it shows) before it renders it; the
 * browser hydrates from the same answers, so its first render is the server's and it asks for
 * nothing again until the shopper chooses.
 */
export function Calculator(props: CalculatorProps) {
  const calculatorId = useId();
  // Flags are read here, outside the calculator's scope, so flag updates re-render the block.
  const experiments = useExperiments();
  const setup: CalculatorSetup = { block: props.block, locale: props.locale as Locale };
  const teaser = showsFramedTeaser(experiments, props.block.product);
  const answers = useSlotAnswers(`calculator:${teaser}`, () =>
    recordAnswers(calculatorAnswered, async (scope) => {
      await allSettled(calculatorStarted, { scope, params: setup });
      if (teaser) await allSettled(framedTeaserShown, { scope });
    }),
  );
  const [scope] = useState(() => {
    const created: Scope = answers
      ? fork({ handlers: answeringHandlers(calculatorAnswered, answers) })
      : fork(typeof window === 'undefined' ? { handlers: loadingOnServer() } : undefined);
    scopeBind(calculatorStarted, { scope: created })(setup);
    // The server's teaser showed its price: so does the first render that hydrates it.
    if (answers && teaser) scopeBind(framedTeaserShown, { scope: created })();
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
