import { describe, expect, it } from 'vitest';
import { normaliseQuery } from './query';

describe('normaliseQuery', () => {
  it('reads the API client encoding: key[] lists, key[sub] objects, empty values dropped', () => {
    expect(
      normaliseQuery({
        'materialTypes[]': ['leinwand', 'poster'],
        'options[canvasEdge]': 'mirrored',
        'options[drilling]': 'none',
        sku: '',
        frameType: 'none',
      }),
    ).toEqual({
      materialTypes: ['leinwand', 'poster'],
      options: { canvasEdge: 'mirrored', drilling: 'none' },
      frameType: 'none',
    });
  });

  it('keeps a repeated plain key as a list so a strict schema refuses it', () => {
    expect(normaliseQuery({ materialType: ['leinwand', 'poster'] })).toEqual({
      materialType: ['leinwand', 'poster'],
    });
  });
});
