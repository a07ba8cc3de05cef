export { CalculatorDialogs } from './ui/calculator-dialogs';
