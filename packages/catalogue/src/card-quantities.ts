/** Step sizes up to each threshold: +4 up to 5, +5 up to 250, +10 up to 1000, +100 up to 3000, +250 up to 5000. */
export const cardQuantitySteps = [
  { step: 4, upTo: 5 },
  { step: 5, upTo: 250 },
  { step: 10, upTo: 1000 },
  { step: 100, upTo: 3000 },
  { step: 250, upTo: 5000 },
] as const;

export const minCardQuantity = 1;
export const maxCardQuantity = 5000;

function buildQuantities(): number[] {
  const values = [minCardQuantity];
  let value = minCardQuantity;
  for (const { step, upTo } of cardQuantitySteps) {
    while (value + step <= upTo) {
      value += step;
      values.push(value);
    }
  }
  return values;
}

/** Quantity choices of the card quantity select: 1, 5, 10, 15, … 250, 260, … 1000, 1100, … 3000, 3250, … 5000. */
export const cardQuantities: readonly number[] = buildQuantities();

/** The preselected quantity: the eleventh choice. */
export const defaultCardQuantity = cardQuantities[10] as number;

/** A designer quantity: the word `sample` stands for one sample card. */
export function normaliseCardQuantity(quantity: number | string): number {
  if (quantity === 'sample') return 1;
  const number = typeof quantity === 'number' ? quantity : Number.parseInt(quantity, 10);
  return Number.isFinite(number) && number >= minCardQuantity
    ? Math.min(number, maxCardQuantity)
    : defaultCardQuantity;
}
