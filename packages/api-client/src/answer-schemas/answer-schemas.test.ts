import { describe, expect, it } from 'vitest';
import * as calculator from './calculator';
import * as products from './products';
import { loadAnswerSchema, type AnswerSchemaName } from '.';

describe('answer schemas', () => {
  it('finds every schema in the chunk it loads for it, with the answer envelope', async () => {
    const names = [...Object.keys(calculator), ...Object.keys(products)].filter(
      (name) => name !== 'catalogueAnswer',
    ) as AnswerSchemaName[];
    for (const name of names) {
      const { envelope, schema } = await loadAnswerSchema(name);
      expect(schema, name).toBeDefined();
      expect(typeof envelope, name).toBe('function');
    }
  });

  it('keeps the product wrappers’ schemas out of the calculator’s chunk', () => {
    expect(Object.keys(calculator).sort()).toEqual([
      'calculatorReferencePayloadSchema',
      'catalogueAnswer',
      'formatPricesPayloadSchema',
    ]);
  });
});
