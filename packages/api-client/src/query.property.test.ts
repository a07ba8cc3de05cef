import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseQuery, serializeQuery } from './query';

// Keys and values the shop sends: no brackets in keys (they are the nesting syntax), any text in values.
const key = fc.stringMatching(/^[a-zA-Z_][a-zA-Z0-9_]{0,10}$/);
const text = fc.string({ minLength: 1, maxLength: 20 });
const leaf = fc.oneof(text, fc.array(text, { minLength: 1, maxLength: 4 }));
const params = fc.dictionary(
  key,
  fc.oneof(leaf, fc.dictionary(key, leaf, { minKeys: 1, maxKeys: 3 })),
  { maxKeys: 6 },
);

describe('query encoding', () => {
  it('nested objects and arrays survive key[sub] / key[] encoding unchanged', () => {
    fc.assert(
      fc.property(params, (value) => {
        expect({ ...parseQuery(serializeQuery(value)) }).toEqual(value);
      }),
    );
  });

  it('drops null, undefined and empty values wherever they are', () => {
    fc.assert(
      fc.property(params, key, fc.constantFrom(null, undefined, ''), (value, extra, empty) => {
        const withEmpty = { ...value, [`${extra}_empty`]: empty, nested: { inner: empty } };
        expect({ ...parseQuery(serializeQuery(withEmpty)) }).toEqual(value);
      }),
    );
  });
});
