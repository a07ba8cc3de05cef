import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { initFlags } from './client';
import { resetPage, testOptions, whenReady } from './testing/page';
import { ensureUserKey, randomUuid, readUserKey, userKeyCookie } from './user-key';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('the user key cookie', () => {
  beforeEach(() => resetPage());
  afterEach(() => resetPage());

  it('creates a random UUID in splitIoUserKey and keeps it on later visits', () => {
    expect(readUserKey()).toBeUndefined();
    const key = ensureUserKey();
    expect(key).toMatch(uuid);
    expect(document.cookie).toContain(`${userKeyCookie}=${key}`);
    expect(ensureUserKey()).toBe(key);
  });

  it('writes it for the whole site, SameSite=Lax, for one year, Secure on https', () => {
    const jar = { cookie: '' };
    ensureUserKey(jar, true);
    expect(jar.cookie).toMatch(
      /^splitIoUserKey=[0-9a-f-]{36}; Max-Age=31536000; Path=\/; Secure; SameSite=Lax$/,
    );
    ensureUserKey(jar, false);
    expect(jar.cookie).not.toContain('Secure');
  });

  it('replaces a value that is not a UUID', () => {
    document.cookie = `${userKeyCookie}=<script>; Path=/`;
    expect(ensureUserKey()).toMatch(uuid);
  });

  it('draws distinct version-4 UUIDs', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 50 }), (count) => {
        const keys = Array.from({ length: count }, randomUuid);
        return keys.every((key) => uuid.test(key)) && new Set(keys).size === count;
      }),
    );
  });

  it('is the key initFlags evaluates with, and a new key resets the recorded treatments', async () => {
    const first = initFlags(testOptions().options);
    await whenReady(first);
    first.getTreatment('top_deal_labels');
    expect(first.userKey).toBe(readUserKey());
    expect(JSON.parse(localStorage.getItem('shop.flags.treatments')!)).toMatchObject({
      key: first.userKey,
      treatments: [{ feature: 'top_deal_labels', treatment: 'on' }],
    });
    await first.destroy();

    document.cookie = `${userKeyCookie}=; Max-Age=0; Path=/`;
    const second = testOptions();
    const client = initFlags(second.options);
    expect(client.userKey).not.toBe(first.userKey);
    expect(second.events()).toContain('flags-user-key-changed');
    expect(JSON.parse(localStorage.getItem('shop.flags.treatments')!)).toMatchObject({
      key: client.userKey,
      treatments: [],
    });
  });
});
