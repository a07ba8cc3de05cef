import { describe, expect, it } from 'vitest';
import { apiHostFor } from './config';

describe('apiHostFor', () => {
  it.each([
    ['https://www.wallart.{tld}', 'de', 'web', 'https://www.wallart.de'],
    ['https://www.wallart.{tld}', 'gb', 'web', 'https://www.wallart.co.uk'],
    ['https://api.wallart.', 'ch', 'desktop', 'https://api.wallart.ch/desktop'],
  ] as const)('%s for %s on %s', (base, country, platform, host) => {
    expect(apiHostFor(base, country, platform)).toBe(host);
  });
});
