import { Provider, useUnit } from 'effector-react';
import { $dialog } from '@shop/bus';
import type { Locale } from '@shop/catalogue';
import type { CalculatorDialogsProps, CalculatorMoreFormatsPayload } from '@shop/contracts';
import { calculatorScope } from '../../../entities/calculator';
import { useExperiments } from '../../../shared/config/experiments';
import { MoreFormatsDialog } from './more-formats-dialog';
import '../../../shared/ui/calculator.css';

const calculatorIdOf = (payload: unknown) =>
  typeof (payload as CalculatorMoreFormatsPayload | undefined)?.calculatorId === 'string'
    ? (payload as CalculatorMoreFormatsPayload).calculatorId
    : null;

/** `mf_calculator/CalculatorDialogs`: the More formats dialog of the calculator that asked for it. */
export function CalculatorDialogs({ channel, locale }: CalculatorDialogsProps) {
  const dialog = useUnit($dialog);
  const { orientationSwap } = useExperiments();
  if (dialog?.dialogType !== 'calculatorMoreFormats') return null;
  const id = calculatorIdOf(dialog.dialogPayload);
  const scope = id ? calculatorScope(id) : undefined;
  if (!scope) return null;
  return (
    <Provider value={scope}>
      <MoreFormatsDialog channel={channel} locale={locale as Locale} rotated={orientationSwap} />
    </Provider>
  );
}
