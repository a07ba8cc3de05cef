import type { RemoteBlockProps } from '../content-model/remote-blocks';
import type { StorefrontProps } from '../remote-props';

/** Props of `mf_calculator/Calculator`, version 1: a Calculator block of the page's content. */
export type CalculatorProps = RemoteBlockProps<'Calculator'>;

/** Props of `mf_calculator/CalculatorDialogs`, version 1: mounted by the dialog outlet on the first request. */
export type CalculatorDialogsProps = StorefrontProps;

/** Payload of the `calculatorMoreFormats` dialog: which calculator on the page asked for it. */
export type CalculatorMoreFormatsPayload = { calculatorId: string };
