import { describe, expect, it } from 'vitest';
import { hashPassword, isCommonPassword, needsRehash, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with argon2id m=19456 t=2 p=1 and verifies', async () => {
    const stored = await hashPassword('Correct-Horse-1');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'Correct-Horse-1')).toBe(true);
    expect(await verifyPassword(stored, 'correct-horse-1')).toBe(false);
    expect(needsRehash(stored)).toBe(false);
    expect(needsRehash('$argon2id$v=19$m=4096,t=3,p=1$c2FsdHNhbHQ$aGFzaGhhc2g')).toBe(true);
    expect(needsRehash('$2b$10$abcdefghijklmnopqrstuv')).toBe(true);
  });

  it('spends real argon2 work on an unknown account (timing comparable to a known one)', async () => {
    const stored = await hashPassword('Correct-Horse-1');
    await verifyPassword(undefined, 'warm-up');
    const time = async (task: () => Promise<unknown>) => {
      const start = performance.now();
      for (let round = 0; round < 3; round++) await task();
      return performance.now() - start;
    };
    const known = await time(() => verifyPassword(stored, 'Wrong-Horse-1'));
    const unknown = await time(() => verifyPassword(null, 'Wrong-Horse-1'));
    // A bare `return false` would take microseconds; a generous bound keeps busy machines green.
    expect(unknown).toBeGreaterThan(known * 0.3);
  });

  it('knows the most common passwords regardless of case', () => {
    expect(isCommonPassword('PassWort123')).toBe(true);
    expect(isCommonPassword('Correct-Horse-1')).toBe(false);
  });
});
