import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './redirect-target';

const home = 'http://localhost:8080/fr';
const target = (value: string) => safeRedirectTarget(value, 'http://localhost:8080', '/fr');

describe('redirect story targets', () => {
  it('keeps paths under the storefront prefix and absolute http(s) URLs, encoded for a header', () => {
    expect(target('/fotobox?x=1')).toBe('/fr/fotobox?x=1');
    expect(target('/grüße')).toBe('/fr/gr%C3%BC%C3%9Fe');
    expect(target('https://www.kartenliebe.de/hochzeit')).toBe(
      'https://www.kartenliebe.de/hochzeit',
    );
    expect(target('https://www.kartenliebe.de/glückwunsch')).toBe(
      'https://www.kartenliebe.de/gl%C3%BCckwunsch',
    );
  });

  it('sends targets that would leave the site or break the header to the start page', () => {
    for (const value of [
      '/\\evil.com',
      '\\\\evil.com',
      '//evil.com',
      '/a\r\nSet-Cookie: x=1',
      'https://evil.com/\r\nx',
      'javascript:alert(1)',
      'mailto:x@y.z',
      '',
    ]) {
      expect(target(value), JSON.stringify(value)).toBe(home);
    }
  });
});
