import { describe, expect, it } from 'vitest';
import { parseOverrides } from './overrides';

describe('remote overrides', () => {
  it('takes http(s) manifest URLs of known remotes', () => {
    expect(
      parseOverrides(
        'mf_navigation@http://localhost:3001/mf-manifest.json, mf_account@https://[::1]:3002/m.json',
      ),
    ).toEqual({
      mf_navigation: 'http://localhost:3001/mf-manifest.json',
      mf_account: 'https://[::1]:3002/m.json',
    });
  });

  it('refuses origins that would widen or break the page’s CSP', () => {
    for (const value of [
      'mf_navigation@http://x;sandbox/m.json',
      'mf_navigation@http://*/m.json',
      'mf_navigation@http://*.example.com/m.json',
      "mf_navigation@http://a'b/m.json",
      'mf_navigation@javascript:alert(1)',
      'mf_nope@http://localhost:3001/mf-manifest.json',
    ]) {
      expect(() => parseOverrides(value), value).toThrow(/Remote override/);
    }
  });
});
