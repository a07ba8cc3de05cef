import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isDangerousUrl,
  isExternalUrl,
  isSafePayloadUrl,
  isSafeRequestUrl,
  preserveUnderscoreParams,
  resolveNavigation,
  safeRedirect,
  safeHttpUrl,
  safeRedirectPath,
} from './url-safety';

describe('isDangerousUrl', () => {
  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '  javascript:alert(1)',
    '\u0001javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u00A0javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    'blob:https://x/1',
  ])('refuses %j', (href) => {
    expect(isDangerousUrl(href)).toBe(true);
  });

  it.each([
    '/wandbilder',
    'https://www.example.com/',
    'mailto:a@b.de',
    'tel:+49301234',
    '#top',
    '?a=1',
    'javascript-guide',
  ])('allows %j', (href) => {
    expect(isDangerousUrl(href)).toBe(false);
  });

  it('refuses a javascript: scheme whatever the padding', () => {
    fc.assert(
      // eslint-disable-next-line no-control-regex -- padding made of control characters
      fc.property(fc.stringMatching(/^[\u0000-\u0020]*$/), fc.boolean(), (padding, upper) => {
        const scheme = upper ? 'JAVASCRIPT:' : 'javascript:';
        expect(isDangerousUrl(`${padding}${scheme}alert(1)`)).toBe(true);
      }),
    );
  });
});

describe('isExternalUrl', () => {
  const origin = 'https://www.shop.de';
  it.each([
    ['https://other.de/x', true],
    ['//other.de/x', true],
    ['https://www.shop.de/x', false],
    ['/x', false],
    ['mailto:a@b.de', false],
  ])('%s external: %s', (href, external) => {
    expect(isExternalUrl(href, origin)).toBe(external);
  });
});

describe('underscore query keys', () => {
  it('carries _ keys over without overwriting', () => {
    expect(preserveUnderscoreParams('/leinwand?x=1#top', '?_storyblok=5&utm=1&_apiBaseUrl=a')).toBe(
      '/leinwand?x=1&_storyblok=5&_apiBaseUrl=a#top',
    );
    expect(preserveUnderscoreParams('/a?_storyblok=9', '?_storyblok=5')).toBe('/a?_storyblok=9');
    expect(preserveUnderscoreParams('/a', '?utm=1')).toBe('/a');
  });
});

describe('payload and request URLs', () => {
  it.each([
    ['/wandbilder/_payload.json', true],
    ['https://evil.example/_payload.json', false],
    ['//evil.example/_payload.json', false],
    ['/\\evil.example/_payload.json', false],
    ['\\\\evil.example/_payload.json', false],
  ])('payload %s safe: %s', (url, safe) => {
    expect(isSafePayloadUrl(url)).toBe(safe);
  });

  it.each([
    ['/web-api/customer-data', true],
    ['https://api.example/x', true],
    ['//evil.example/x', false],
    [' //evil.example/x', false],
  ])('request %s safe: %s', (url, safe) => {
    expect(isSafeRequestUrl(url)).toBe(safe);
  });
});

describe('safeRedirect', () => {
  it.each([
    ['/account?tab=orders', '/account?tab=orders'],
    ['/', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['account', '/'],
    ['/\t/evil.example', '/'],
    [undefined, '/'],
  ])('%j → %j', (target, result) => {
    expect(safeRedirect(target)).toBe(result);
  });

  it('never leaves the origin', () => {
    fc.assert(
      fc.property(fc.string(), (target) => {
        const result = safeRedirect(target, '/home');
        expect(new URL(result, 'https://shop.example').origin).toBe('https://shop.example');
      }),
    );
  });
});

describe('resolveNavigation', () => {
  const context = { currentOrigin: 'https://www.shop.de', currentSearch: '?_storyblok=1' };
  it('refuses dangerous protocols and unannounced external hosts', () => {
    expect(resolveNavigation('javascript:alert(1)', context)).toEqual({
      kind: 'refused',
      reason: 'dangerous-protocol',
    });
    expect(resolveNavigation('https://x.de', context)).toEqual({
      kind: 'refused',
      reason: 'external-not-allowed',
    });
    expect(resolveNavigation('https://x.de', { ...context, external: true })).toEqual({
      kind: 'external',
      href: 'https://x.de',
    });
    expect(resolveNavigation('/a', context)).toEqual({ kind: 'internal', href: '/a?_storyblok=1' });
  });
});

describe('safeHttpUrl', () => {
  it('keeps http(s) URLs in their ASCII form and resolves paths against a base', () => {
    expect(safeHttpUrl('https://www.shop.de/wandbilder?x=1')).toBe(
      'https://www.shop.de/wandbilder?x=1',
    );
    expect(safeHttpUrl('https://www.shop.de/grüße')).toBe('https://www.shop.de/gr%C3%BC%C3%9Fe');
    expect(safeHttpUrl('/leinwand', 'https://www.shop.de/x')).toBe('https://www.shop.de/leinwand');
  });

  it('refuses script, data and other schemes, line breaks, and paths without a base', () => {
    for (const value of [
      'javascript:alert(1)',
      ' JaVa\tScRiPt:alert(1)',
      'data:text/html,x',
      'ftp://shop.de/x',
      'https://shop.de/\r\nSet-Cookie: a=b',
      '/relative',
      '',
      42,
    ]) {
      expect(safeHttpUrl(value), String(value)).toBeNull();
    }
  });
});

describe('safeRedirectPath', () => {
  it('encodes a same-site path and refuses ways off the site', () => {
    expect(safeRedirectPath('/grüße?a=1#top')).toBe('/gr%C3%BC%C3%9Fe?a=1#top');
    for (const value of [
      '/\\evil.com',
      '//evil.com',
      '/a\r\nLocation: x',
      'https://evil.com',
      'x',
    ]) {
      expect(safeRedirectPath(value), value).toBeNull();
    }
  });
});
