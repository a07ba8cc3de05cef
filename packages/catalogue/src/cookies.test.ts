import { describe, expect, it } from 'vitest';
import {
  cappedTimerDelay,
  maxTimerDelay,
  parseCookies,
  readGclid,
  serializeCookie,
} from './cookies';

describe('cookies', () => {
  it('serialises with options', () => {
    expect(
      serializeCookie('consent', 'yes', { maxAge: 60, path: '/', sameSite: 'lax', secure: true }),
    ).toBe('consent=yes; Max-Age=60; Path=/; Secure; SameSite=Lax');
  });

  it.each([
    ['maxAge', { maxAge: 1.5 }],
    ['domain', { domain: 'bad domain' }],
    ['path', { path: '/a;b' }],
    ['expires', { expires: new Date(Number.NaN) }],
    ['priority', { priority: 'urgent' }],
    ['sameSite', { sameSite: 'sometimes' }],
  ])('names the invalid option %s', (name, options) => {
    expect(() => serializeCookie('a', 'b', options as never)).toThrow(
      new RegExp(`option ${name} is invalid`),
    );
    expect(() => serializeCookie('a', 'b', options as never)).toThrow(TypeError);
  });

  it('refuses names that are not printable tokens', () => {
    expect(() => serializeCookie('bad name', 'x')).toThrow(TypeError);
    expect(() => serializeCookie('bad\u0001', 'x')).toThrow(TypeError);
  });

  it('parses and reads the gclid', () => {
    expect(parseCookies('a=1; b=two')).toEqual({ a: '1', b: 'two' });
    expect(parseCookies(undefined)).toEqual({});
    expect(readGclid('x=1; gclid=Cj0KCQ')).toBe('Cj0KCQ');
    expect(readGclid('_gcl_aw=GCL.1700000000.Cj0KCQ', '_gcl_aw')).toBe('Cj0KCQ');
    expect(readGclid('x=1')).toBeUndefined();
  });

  it('caps timers at 2147483647 ms', () => {
    expect(maxTimerDelay).toBe(2147483647);
    expect(cappedTimerDelay(10 * 365 * 86_400_000)).toBe(2147483647);
    expect(cappedTimerDelay(1000)).toBe(1000);
    expect(cappedTimerDelay(-5)).toBe(0);
  });
});
