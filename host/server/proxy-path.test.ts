import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanProxyPath } from './proxy-path';

describe('paths forwarded to services', () => {
  it('forwards ordinary paths and their query unchanged', () => {
    expect(cleanProxyPath('/flags/api/splitChanges?since=-1')).toEqual({
      path: '/flags/api/splitChanges',
      search: '?since=-1',
    });
    expect(cleanProxyPath('/flags/api/memberships/user%40shop.example')).toEqual({
      path: '/flags/api/memberships/user%40shop.example',
      search: '',
    });
    expect(cleanProxyPath('/web-api/customer-data/')?.path).toBe('/web-api/customer-data/');
  });

  it('refuses every way to climb to another path upstream', () => {
    for (const url of [
      '/flags/api/x\\..\\..\\admin/flags',
      '/flags/api/x%5C..%5C..%5Cadmin/flags',
      '/flags/api/../admin/flags',
      '/flags/api/%2e%2e/admin/flags',
      '/flags/api/%2E%2E%2Fadmin',
      '/flags/api/./splitChanges',
      '/remotes//api/audit',
      '/web-api/a%00b',
      '/web-api/a\u0000b',
      '/web-api/%E0%A4%A',
    ]) {
      expect(cleanProxyPath(url), url).toBeNull();
    }
  });

  it('never lets a forwarded path resolve anywhere but below where it was sent', () => {
    const segment = fc.oneof(
      fc.constantFrom('..', '.', '%2e%2e', '%2E.', '\\', '%5c', '%2f', '', 'admin', 'x'),
      fc.string({ maxLength: 6 }),
    );
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 6 }), (segments) => {
        const url = `/flags/api/${segments.join('/')}`;
        const clean = cleanProxyPath(url);
        if (!clean) return;
        const resolved = new URL(clean.path, 'http://upstream.invalid').pathname;
        expect(resolved.startsWith('/flags/api/')).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});
