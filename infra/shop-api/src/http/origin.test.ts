import { describe, expect, it } from 'vitest';
import { createOriginMatcher } from './origin';

describe('createOriginMatcher', () => {
  const allowed = createOriginMatcher([
    'http://localhost:*',
    'http://*.localhost:*',
    'https://www.shop.example',
  ]);

  it('accepts the development hosts on any port and configured origins exactly', () => {
    for (const origin of [
      'http://localhost',
      'http://localhost:8080',
      'http://kartenliebe.localhost:8080',
      'http://de.kartenliebe.localhost:3000',
      'https://www.shop.example',
      'HTTPS://WWW.SHOP.EXAMPLE',
    ]) {
      expect(allowed(origin), origin).toBe(true);
    }
  });

  it('refuses look-alikes, other schemes and ports, and the null origin', () => {
    for (const origin of [
      'https://localhost:8080',
      'http://localhost.evil.example',
      'http://evil-localhost:8080',
      'http://localhostx:80',
      'https://www.shop.example:8443',
      'https://shop.example',
      'https://www.shop.example.evil.example',
      'null',
      '',
    ]) {
      expect(allowed(origin), origin).toBe(false);
    }
  });

  it('rejects a pattern that is not an origin', () => {
    expect(() => createOriginMatcher(['localhost:8080'])).toThrow(/SHOP_ALLOWED_ORIGINS/);
  });
});
