import { describe, expect, it } from 'vitest';
import { createCsrfTokens } from './csrf';

describe('createCsrfTokens', () => {
  const tokens = createCsrfTokens('key-one');
  const session = 'a'.repeat(43);

  it('accepts a token only with the session it was issued for and the same key', () => {
    const token = tokens.issue(session);
    expect(tokens.verify(session, token)).toBe(true);
    expect(tokens.issue(session)).not.toBe(token);
    expect(tokens.verify('b'.repeat(43), token)).toBe(false);
    expect(createCsrfTokens('key-two').verify(session, token)).toBe(false);
  });

  it('refuses missing, malformed and altered tokens', () => {
    const token = tokens.issue(session);
    for (const candidate of [undefined, '', 'abc', `${token}.x`, `x${token}`, token.slice(0, -1)]) {
      expect(tokens.verify(session, candidate), String(candidate)).toBe(false);
    }
    expect(tokens.verify(undefined, token)).toBe(false);
  });
});
