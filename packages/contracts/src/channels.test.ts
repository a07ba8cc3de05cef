import { describe, expect, it } from 'vitest';
import { channelHeaderPattern } from './channels';

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
