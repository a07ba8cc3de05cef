import { describe, expect, it } from 'vitest';
import { channelHeader, channelHeaderPattern, parseChannelHeader } from './channels';

describe('parseChannelHeader', () => {
  it('reads the brand and country of X-Channel', () => {
    expect(parseChannelHeader('wallart-de')).toEqual({ channel: 'wallart', country: 'de' });
    expect(parseChannelHeader(' Kartenliebe-CH ')).toEqual({
      channel: 'kartenliebe',
      country: 'ch',
    });
    expect(parseChannelHeader(channelHeader('wallart', 'com'))).toEqual({
      channel: 'wallart',
      country: 'com',
    });
  });

  it('refuses unknown brands, unknown countries and countries the brand does not sell in', () => {
    for (const value of [
      '',
      'wallart',
      'posterlounge-de',
      'wallart-xx',
      'wallart-de-at',
      'kartenliebe-gb',
      'kartenliebe-com',
    ]) {
      expect(parseChannelHeader(value)).toBeUndefined();
    }
  });
});

describe('channelHeaderPattern', () => {
  it('documents every channel with a country, and nothing else', () => {
    const pattern = new RegExp(channelHeaderPattern);
    expect(['wallart-de', 'kartenliebe-ch', 'wallart-com'].every((v) => pattern.test(v))).toBe(
      true,
    );
    expect(['photos-de', 'wallart', 'wallart-d', 'x-wallart-de'].some((v) => pattern.test(v))).toBe(
      false,
    );
  });
});
