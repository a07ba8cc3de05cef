import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { propertiesSize, validateEvents } from './event-rules';

describe('event properties size', () => {
  it('counts 1024 base, 2 per key and string character, 8 per number, 4 per boolean, 0 for null', () => {
    expect(propertiesSize({})).toBe(1024);
    expect(propertiesSize({ ab: 'xyz' })).toBe(1024 + 4 + 6);
    expect(propertiesSize({ n: 1.5 })).toBe(1024 + 2 + 8);
    expect(propertiesSize({ b: false })).toBe(1024 + 2 + 4);
    expect(propertiesSize({ z: null, o: { nested: true } })).toBe(1024 + 2 + 2);
  });

  it('keeps events whose properties fit and refuses the ones that do not, for any strings', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ maxLength: 20 }), fc.string({ maxLength: 3000 }), {
          maxKeys: 12,
        }),
        (properties) => {
          const event = {
            eventTypeId: 'e',
            trafficTypeName: 'user',
            key: 'k',
            value: null,
            timestamp: 1,
            properties,
          };
          const fits = propertiesSize(properties) <= 32768;
          if (fits) return validateEvents([event]).length === 1;
          expect(() => validateEvents([event])).toThrow(/events\[0\]\.properties/);
          return true;
        },
      ),
      { numRuns: 200 },
    );
  });

  it('turns property values of other types into null and lowercases the traffic type', () => {
    const [event] = validateEvents(
      [{ eventTypeId: 'e', trafficTypeName: 'User', key: 'k', properties: { list: [1], ok: 'y' } }],
      5,
    );
    expect(event).toEqual({
      eventTypeId: 'e',
      trafficTypeName: 'user',
      key: 'k',
      value: null,
      timestamp: 5,
      properties: { list: null, ok: 'y' },
    });
  });
});
