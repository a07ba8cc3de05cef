import { describe, expect, it } from 'vitest';
import { channelHeader, parseChannelHeader } from './channels';

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
