import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanSizeInput, parseSizeInput, sizeInputToCm } from './size-input';

describe('cleanSizeInput', () => {
  it.each([
    ['cm', '120', '120'],
    ['cm', '12a0 cm', '120'],
    ['cm', '12.5', '12,5'],
    ['cm', '12,,5', '12,5'],
    ['cm', '12.,5', '12,5'],
    ['cm', ',,5', '5'],
    ['cm', '007', '7'],
    ['cm', '0,5', '5'],
    ['cm', '12345', '1234'],
    ['cm', '12,34', '12,3'],
    ['cm', '1,2,3', '1,2'],
    ['cm', '12,', '12,'],
    ['cm', '', ''],
    ['cm', 'abc', ''],
    ['in', '12,5', '12.5'],
    ['in', '12..5', '12.5'],
    ['in', '.0012', '12'],
    ['in', '99999.99', '9999.9'],
  ] as const)('%s: %j → %j', (unit, raw, cleaned) => {
    expect(cleanSizeInput(raw, unit)).toBe(cleaned);
  });

  it('always yields a well-formed field value', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('cm' as const, 'in' as const), (raw, unit) => {
        const cleaned = cleanSizeInput(raw, unit);
        const separator = unit === 'in' ? '\\.' : ',';
        expect(cleaned).toMatch(new RegExp(`^([1-9]\\d{0,3}(${separator}\\d?)?)?$`));
        expect(cleanSizeInput(cleaned, unit)).toBe(cleaned);
      }),
    );
  });
});

describe('parsing', () => {
  it.each([
    ['12,5', 12.5],
    ['12.5', 12.5],
    ['', 0],
    ['12,', 12],
  ])('parseSizeInput(%j) = %d', (value, number) => {
    expect(parseSizeInput(value)).toBe(number);
  });

  it('converts inches to cm by 2.54', () => {
    expect(sizeInputToCm('10', 'in')).toBe(25.4);
    expect(sizeInputToCm('3', 'in')).toBe(7.62);
    expect(sizeInputToCm('12,5', 'cm')).toBe(12.5);
    expect(sizeInputToCm('', 'in')).toBe(0);
  });
});
