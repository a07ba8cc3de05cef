import { describe, expect, it } from 'vitest';
import { cardQuantities, defaultCardQuantity, normaliseCardQuantity } from './card-quantities';

describe('card quantities', () => {
  it('runs from 1 to 5000 in growing steps', () => {
    expect(cardQuantities.slice(0, 4)).toEqual([1, 5, 10, 15]);
    expect(cardQuantities.at(-1)).toBe(5000);
    expect(cardQuantities).toContain(250);
    expect(cardQuantities[cardQuantities.indexOf(250) + 1]).toBe(260);
    expect(cardQuantities[cardQuantities.indexOf(1000) + 1]).toBe(1100);
    expect(cardQuantities[cardQuantities.indexOf(3000) + 1]).toBe(3250);
    expect(cardQuantities).toHaveLength(2 + 49 + 75 + 20 + 8);
  });

  it('is strictly increasing', () => {
    for (let i = 1; i < cardQuantities.length; i++)
      expect(cardQuantities[i]).toBeGreaterThan(cardQuantities[i - 1]!);
  });

  it('preselects the eleventh entry', () => {
    expect(defaultCardQuantity).toBe(50);
  });

  it('reads a sample as one card', () => {
    expect(normaliseCardQuantity('sample')).toBe(1);
    expect(normaliseCardQuantity('25')).toBe(25);
    expect(normaliseCardQuantity(9000)).toBe(5000);
  });
});
