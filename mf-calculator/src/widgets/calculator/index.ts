export { Calculator, CalculatorFallback } from './ui/calculator';
