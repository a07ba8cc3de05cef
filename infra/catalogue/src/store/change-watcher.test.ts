import { describe, expect, it } from 'vitest';
import { createChangeWatcher } from './change-watcher';

function controlledReads() {
  const reads: Array<{ resolve: (value: number) => void }> = [];
  const read = () => new Promise<number>((resolve) => reads.push({ resolve }));
  return { reads, read };
}

describe('createChangeWatcher', () => {
  it('shares one queued read among callers that arrive while a read runs', async () => {
    const { reads, read } = controlledReads();
    const current = createChangeWatcher(read);
    const first = current();
    const waiting = [current(), current(), current()];
    expect(reads).toHaveLength(1);
    reads[0]!.resolve(1);
    expect(await first).toBe(1);
    await Promise.resolve();
    expect(reads).toHaveLength(2);
    reads[1]!.resolve(2);
    // Callers that came during the first read get a read that started after them.
    expect(await Promise.all(waiting)).toEqual([2, 2, 2]);
  });

  it('reads again for a caller after the last read finished', async () => {
    let value = 0;
    const current = createChangeWatcher(async () => ++value);
    expect(await current()).toBe(1);
    expect(await current()).toBe(2);
  });

  it('keeps serving after a failed read', async () => {
    let fail = true;
    const current = createChangeWatcher(async () => {
      if (fail) throw new Error('database down');
      return 7;
    });
    await expect(current()).rejects.toThrow('database down');
    fail = false;
    expect(await current()).toBe(7);
  });
});
