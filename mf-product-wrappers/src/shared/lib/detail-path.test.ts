import { describe, expect, it } from 'vitest';
import { detailPath } from './detail-path';

describe('detailPath', () => {
  it('appends the configured segment to the current path, with or without a trailing slash', () => {
    expect(detailPath('', '/fotokalender/', 'wandkalender')).toBe('/fotokalender/wandkalender');
    expect(detailPath('', '/fotokalender', '/wandkalender/')).toBe('/fotokalender/wandkalender');
  });

  it('keeps the locale and desktop basename and adds the product query', () => {
    expect(detailPath('/fr/d', '/collage/', 'coeur', { designId: '7' })).toBe(
      '/fr/d/collage/coeur?designId=7',
    );
  });
});
