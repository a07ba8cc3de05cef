export type CalculatorLogEntry = {
  level: 'info' | 'warn' | 'error';
  /** The event's name, e.g. `calculator-prices-load-failed`. */
  event: string;
  [field: string]: unknown;
};

/** One JSON line per event, the format the page's log collector reads. */
export function logCalculator({ level, ...line }: CalculatorLogEntry): void {
  console[level](JSON.stringify({ source: 'mf_calculator', ...line }));
}
