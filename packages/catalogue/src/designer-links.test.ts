import { describe, expect, it } from 'vitest';
import { buildDesignerLink, createDesignerConfig } from './designer-links';

const query = (url: string) => Object.fromEntries(new URL(url, 'http://x.invalid').searchParams);
const path = (url: string) => new URL(url, 'http://x.invalid').pathname;
const options = { channel: 'wallart' as const, now: new Date(2025, 4, 20) };

describe('buildDesignerLink', () => {
  it('builds a calendar link that starts in the current month by default', () => {
    const url = buildDesignerLink(
      { kind: 'calendar', locale: 'de-DE', designGroupId: 7, formatType: 'a4-hoch' },
      options,
    );
    expect(path(url)).toBe('/designer/calendar');
    expect(query(url)).toEqual({
      locale: 'de-DE',
      designGroupId: '7',
      formatType: 'a4-hoch',
      startMonth: '5',
      year: '2025',
      optionTypes: 'ohne',
    });
  });

  it('starts a calendar at a given start date', () => {
    const url = buildDesignerLink(
      {
        kind: 'calendar',
        locale: 'de-DE',
        startDate: '2026-01-15',
        mountingType: 'spirale',
        accessoryTypes: ['holzfuss'],
      },
      options,
    );
    expect(query(url)).toMatchObject({
      startMonth: '1',
      year: '2026',
      mountingType: 'spirale',
      optionTypes: 'holzfuss',
    });
  });

  it('turns a sample card into one card from Google Shopping', () => {
    const url = buildDesignerLink(
      { kind: 'card', locale: 'de-DE', themeId: 'T1', quantity: 'sample' },
      options,
    );
    expect(query(url)).toEqual({
      locale: 'de-DE',
      themeId: 'T1',
      quantity: '1',
      sample: '1',
      s: 'googleshopping',
    });
    const plain = buildDesignerLink(
      { kind: 'card', locale: 'de-DE', themeId: 'T1', quantity: 50 },
      options,
    );
    expect(query(plain)).toEqual({ locale: 'de-DE', themeId: 'T1', quantity: '50' });
    const fromCalculator = buildDesignerLink(
      {
        kind: 'card',
        locale: 'de-DE',
        cardType: 'klappkarte',
        formatType: 'a6-hoch',
        quantity: 25,
      },
      options,
    );
    expect(query(fromCalculator)).toEqual({
      locale: 'de-DE',
      productType: 'klappkarte',
      formatType: 'a6-hoch',
      quantity: '25',
    });
  });

  it.each([
    ['a4-quer', 'landscape'],
    ['a5-hoch', 'portrait'],
    ['200-200', 'square'],
  ])('picks the photobook template for %s: %s', (format, templateId) => {
    const url = buildDesignerLink(
      { kind: 'photobook', locale: 'de-DE', photobookType: 'echtfotobuch-hard', format },
      options,
    );
    expect(query(url)).toMatchObject({
      photobookPrinting: 'echtfotobuch',
      photobookCover: 'hard',
      amount: '1',
      templateId,
    });
  });

  it('omits a photobook refinement of none or ohne', () => {
    const base = {
      kind: 'photobook',
      locale: 'de-DE',
      photobookPrinting: 'fotoheft',
      amount: 3,
    } as const;
    expect(query(buildDesignerLink({ ...base, refinement: 'ohne' }, options))).not.toHaveProperty(
      'refinementType',
    );
    expect(query(buildDesignerLink({ ...base, refinement: 'none' }, options))).not.toHaveProperty(
      'refinementType',
    );
    expect(query(buildDesignerLink({ ...base, refinement: 'gold' }, options))).toMatchObject({
      refinementType: 'gold',
      amount: '3',
    });
  });

  it('sends photobox and photo prints to the photobox designer with their type', () => {
    const box = buildDesignerLink(
      { kind: 'photobox', locale: 'de-DE', format: { width: 150, height: 100 } },
      options,
    );
    expect(query(box)).toMatchObject({ photoboxType: 'small', photoboxFormat: '150x100' });
    const prints = buildDesignerLink(
      { kind: 'photoPrints', locale: 'de-DE', format: '130x90' },
      options,
    );
    expect(path(prints)).toBe('/designer/photobox');
    expect(query(prints)).toMatchObject({ photoboxType: 'photoprint', photoboxFormat: '130x90' });
  });

  it('drops the material type of a frame-only link', () => {
    const link = {
      kind: 'photoFrame',
      locale: 'de-DE',
      materialType: 'poster',
      frameType: 'holzrahmen-schwarz',
    } as const;
    expect(query(buildDesignerLink(link, options))).toMatchObject({ materialType: 'poster' });
    expect(query(buildDesignerLink({ ...link, frameOnly: true }, options))).not.toHaveProperty(
      'materialType',
    );
  });

  it('falls back to the channel collage id', () => {
    expect(query(buildDesignerLink({ kind: 'collage', locale: 'de-DE' }, options)).designId).toBe(
      '13',
    );
    expect(
      query(buildDesignerLink({ kind: 'collage', locale: 'de-DE' }, { channel: 'kartenliebe' }))
        .designId,
    ).toBe('1');
  });

  it('adds the gclid and uses configured base paths', () => {
    const config = createDesignerConfig({ card: 'https://designer.example/card' });
    const url = buildDesignerLink(
      { kind: 'card', locale: 'en-GB', themeId: 3, gclid: 'abc' },
      { ...options, config },
    );
    expect(url).toBe('https://designer.example/card?locale=en-GB&themeId=3&gclid=abc');
  });
});
