import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseOrigins } from './config';
import { authenticate, parseTokens, resolveTokens } from './tokens';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const tempFile = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-token-'));
  dirs.push(dir);
  return path.join(dir, '.data', 'registry-token');
};

describe('tokens', () => {
  const tokens = parseTokens('alice:alice-token-0123456789, ci:ci-token-0123456789ab:publish');

  it('parses name:token[:scope] and refuses short or nameless ones', () => {
    expect(tokens).toEqual([
      { name: 'alice', token: 'alice-token-0123456789', scope: 'release' },
      { name: 'ci', token: 'ci-token-0123456789ab', scope: 'publish' },
    ]);
    expect(() => parseTokens('ci:short:publish')).toThrow(/16 or more characters/);
    expect(() => parseTokens('alice:short')).toThrow(/16 or more characters/);
    expect(() => parseTokens(':no-name-token-0123456789')).toThrow(/name:token/);
  });

  it('names the matching token and refuses a missing or wrong one with 401', () => {
    expect(authenticate(tokens, 'Bearer ci-token-0123456789ab')).toBe('ci');
    expect(() => authenticate(tokens, undefined)).toThrow(
      expect.objectContaining({
        statusCode: 401,
        message: expect.stringMatching(/Authorization: Bearer/),
      }),
    );
    expect(() => authenticate(tokens, 'Bearer ci-token-0123456789aX')).toThrow(
      expect.objectContaining({ statusCode: 401 }),
    );
    expect(() => authenticate(tokens, 'Basic ci-token-0123456789ab')).toThrow(
      expect.objectContaining({ statusCode: 401 }),
    );
  });

  it('creates one local token in development and reuses it; production without tokens has none', () => {
    const file = tempFile();
    const [first] = resolveTokens('development', undefined, file);
    expect(first).toMatchObject({ name: 'local', token: expect.stringMatching(/^[\w-]{32}$/) });
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveTokens('development', '', file)).toEqual([first]);
    expect(resolveTokens('development', 'ci:ci-token-0123456789ab', file)).toEqual([
      { name: 'ci', token: 'ci-token-0123456789ab', scope: 'release' },
    ]);
    const unused = tempFile();
    expect(resolveTokens('production', undefined, unused)).toEqual([]);
    expect(fs.existsSync(unused)).toBe(false);
    expect(() => authenticate([], `Bearer ${first!.token}`)).toThrow(
      expect.objectContaining({ statusCode: 403 }),
    );
  });
});

describe('parseOrigins', () => {
  it('normalises origins and refuses what is not one', () => {
    expect(parseOrigins(' https://cdn.example.com/ , http://127.0.0.1:9000/x')).toEqual([
      'https://cdn.example.com',
      'http://127.0.0.1:9000',
    ]);
    expect(() => parseOrigins('cdn.example.com')).toThrow(/not an origin/);
    expect(() => parseOrigins('ftp://cdn.example.com')).toThrow(/must be http/);
  });
});
